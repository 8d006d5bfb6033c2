"""Unit placements for the four scenarios. The seed does not give them (the Play Book set-up maps and the HQ
cards are missing, L89); they are RECONSTRUCTED from the 1812 orders of battle at each scenario's date, the
seed's worked-example hints, the scenario markers the seed does give (Key tracks, entrenchments, sacked
fortresses) and the counter mix.

Scale: about 6,500 men a strength point, fixed by the seed's Prussian contingent (Yorck + 3 SP, L2362) against
the ~20,000 Prussians of 1812. Each row: scenario, power (whose pieces or flag), nation, space, leaders,
infantry, cavalry, artillery, other (flag / dmc), source.
"""
from common import cite

SETUP = []

SCALE = 'about 6,500 men a SP (the seed\'s Prussian contingent, Yorck + 3 SP at L2362, against ~20,000 Prussians in 1812)'
OOB_FR = ('public: corps strengths at the Niemen, June 1812 (Wikipedia, "French invasion of Russia order of battle", after Clausewitz: '
          'Guard ~47,000, I ~72,000, II ~37,000, III ~39,000, IV ~45,000, V ~36,000, VI ~25,000, VII ~17,000, VIII ~18,000, X ~32,000 with '
          '~20,000 Prussians, Austrians ~34,000, cavalry reserve ~40,000)')
OOB_RU = ('public: Russian armies of June 1812 (Wikipedia, "First Western Army"; Ségur, History of the Expedition to Russia, book IV: '
          '1st Army ~127,000 with HQ at Vilna, Wittgenstein ~26,000 at Rossieny and Keidany, Bagration towards Volkovysk, Tormasov ~46,000 '
          'at Lutsk, Ertel\'s corps at Mozyr, the Riga garrison, Steinheil\'s Finland corps)')
AUG = ('public: early August 1812 (Ségur book V: Napoleon at Vitebsk, Oudinot and St-Cyr at Polotsk, Macdonald before Riga towards '
       'Dünaburg, Schwarzenberg and Reynier towards Slonim, Dombrowski before Bobruisk against Ertel; the 1st and 2nd Armies united at '
       'Smolensk on 3 August; Tormasov back at Lutsk after Gorodechna)')
OCT = ('public: October 1812 (Wikipedia, "French invasion of Russia": Napoleon in Moscow 14 September - 19 October, Kutuzov\'s camp at '
       'Tarutino covering Kaluga and Tula, Wittgenstein before Polotsk, Chichagov\'s Danube army with Tormasov in Volhynia, Macdonald and '
       'Yorck before Riga, Victor\'s IX Corps at Smolensk, Schwarzenberg and Reynier near Brest)')
HYP = ('reconstructed: scenario 4 is hypothetical (L2614): the Imperials winter on the Dvina-Dnieper line (Dünaburg, Polotsk, Vitebsk, '
       'Smolensk, Orsha, Mogilev, Minsk), the line Napoleon meant to hold when he said at Vitebsk that "the campaign of 1812 is '
       'finished" (Ségur book V); the five Imperial-held Tsarist Keys are Grodno, Brest, Minsk, Smolensk and Dunaburg (Key track 8, L2669)')


def u(scn, power, nation, space, leaders='-', inf=0, cav=0, art=0, other='-', why=''):
    SETUP.append(dict(scenario=scn, power=power, nation=nation, space=space, leaders=leaders, infantry=inf, cavalry=cav,
                      artillery=art, other=other, source='reconstructed: ' + why))


def flags(scn, power, nation, spaces, why):
    for s in spaces:
        u(scn, power, nation, s, other='flag', why=why)


def dmc(scn, power, space, why):
    u(scn, power, 'french' if power in ('fn', 'fs') else 'russian', space, other='dmc', why=why)


# =========================================================================================================
# Scenario 1: 24 June 1812, the crossing of the Niemen
# =========================================================================================================
S = 's1'
u(S, 'fn', 'french', 'zone-prussia', 'napoleon', 2, 1, 1,
  why='Napoleon\'s army of 8 SP leaves the Prussia zone in the seed\'s example (' + cite(2362, kw='Napoleon') + '): the Imperial Guard; ' + OOB_FR + '; ' + SCALE)
u(S, 'fn', 'french', 'zone-prussia', 'davout', 4, 1, 1,
  why='Davout\'s I Corps (~72,000, the largest, about 11 SP) with part of the cavalry reserve, assembled in East Prussia; ' + OOB_FR)
u(S, 'fn', 'prussian', 'konigsberg', 'yorck', 1, 1, 0,
  why='Yorck with 3 Prussian SP at Konigsberg, which Napoleon joins in the example (' + cite(2362, 2364, kw=['Yorck', 'nigsberg']) + '); ~20,000 Prussians')
u(S, 'fn', 'french', 'konigsberg', '-', 2, 0, 0,
  why='the French, Polish and German divisions of Macdonald\'s X Corps (~12,000), with the Prussians at Tilsit\'s crossing; ' + OOB_FR)
u(S, 'fn', 'french', 'zone-poland', 'ney', 3, 2, 1,
  why='Ney with artillery, cavalry and infantry in the Poland zone (' + cite(2366, 2368, kw='Ney') + '): III Corps (~39,000) and Oudinot\'s II Corps '
  '(~37,000, no leader counter); ' + OOB_FR)
u(S, 'fs', 'french', 'warsaw', 'eugene', 0, 1, 0,
  why='Eugene with his cavalry moves from Warsaw to Galicia for 1 CP in the example (' + cite(2368, kw='Eugene') + ')')
u(S, 'fs', 'french', 'warsaw', 'poniatowski', 2, 1, 1,
  why='Poniatowski\'s V (Polish) Corps (~36,000) mustered around Warsaw; ' + OOB_FR)
u(S, 'fs', 'french', 'zone-galicia', '-', 3, 0, 1,
  why='7 FS SP in the Galicia zone, so that Eugene has 11 SP there after FS\'s first impulse (' + cite(2372, kw='11SP') +
  '): Jérôme\'s wing (VII Saxon and VIII Westphalian corps, ~35,000) and the IV Corps infantry')
u(S, 'fs', 'french', 'zone-austria', '-', 0, 1, 0,
  why='French cavalry in the Austria zone (' + cite(2368, kw='Austria구역') + '): Latour-Maubourg\'s IV Cavalry Corps')
u(S, 'fs', 'austrian', 'zone-austria', '-', 0, 1, 0,
  why='Austrian cavalry in the Austria zone (' + cite(2368, kw='Austria구역') + ')')
u(S, 'fs', 'austrian', 'lemberg', 'schwarzenberg', 2, 1, 0,
  why='Schwarzenberg\'s Austrians at Lemberg (' + cite(2370, kw='Schwarzenberg') + '); the Austrian corps ~34,000 (5-6 SP with the cavalry in the '
  'Austria zone); ' + OOB_FR)
u(S, 'fs', 'french', 'ostrolenka', 'murat', 2, 2, 0,
  why='Murat\'s reserve cavalry (I-III Cavalry Corps, ~30,000) and St-Cyr\'s VI Bavarian Corps (~25,000) on the northern edge of the Duchy of '
  'Warsaw; ' + OOB_FR)
u(S, 'fs', 'french', 'lukow', '-', 1, 0, 0,
  why='a Polish division on the Warsaw-Brest road facing the Bug; ' + OOB_FR)
u(S, 'fs', 'french', 'warsaw', '-', 2, 1, 0,
  why='the Warsaw garrison and Dombrowski\'s division; ' + OOB_FR)
u(S, 'r1', 'russian', 'vilna', 'barclay', 2, 1, 1,
  why='Barclay and the 1st Western Army HQ at Vilna with the III Corps (Troki) and the V Guard Corps (Sventsiany); ' + OOB_RU + '; ' + SCALE)
u(S, 'r1', 'russian', 'kovno', '-', 1, 1, 0, why='Baggovut\'s II Corps watching the Niemen at Kovno and Orany; ' + OOB_RU)
u(S, 'r1', 'russian', 'schlavii', 'wittgenstein', 2, 1, 0,
  why='Wittgenstein\'s I Corps (~26,000) at Rossieny and Keidany, north of Kovno; ' + OOB_RU)
u(S, 'r1', 'russian', 'tilsit', '-', 0, 1, 0,
  why='a Russian cavalry piece in Tilsit (' + cite(2362, kw='Tilsit') + '): Cossack posts on the lower Niemen')
u(S, 'r1', 'russian', 'lida', '-', 2, 0, 0, why='Dokhturov\'s VI Corps (~18,000) at Lida; ' + OOB_RU)
u(S, 'r1', 'russian', 'dunaburg', '-', 0, 0, 1,
  why='the Dünaburg bridgehead garrison: the scenario\'s entrenchment there (' + cite(2409, kw='Dunaburg') + ') needs 4 SP or an army (' +
  cite(1293, kw='4SP') + ')')
u(S, 'r1', 'russian', 'riga', '-', 3, 0, 0, why='Essen\'s Riga garrison (~18,000); ' + OOB_RU)
u(S, 'r1', 'russian', 'st-petersburg', '-', 1, 0, 0, why='the St. Petersburg garrison')
u(S, 'r1', 'russian', 'zone-finland', '-', 1, 0, 0, why='Steinheil\'s Finland corps; ' + OOB_RU)
u(S, 'r2', 'russian', 'slonim', 'bagration', 2, 1, 1,
  why='Bagration\'s 2nd Western Army (~48,000) between Volkovysk and Slonim; ' + OOB_RU)
u(S, 'r2', 'russian', 'grodno', 'platov', 0, 1, 0, why='Platov\'s Cossack corps (~7,000) at Grodno in June 1812; ' + OOB_RU)
u(S, 'r2', 'russian', 'stanislovov', 'tormassov', 2, 1, 1,
  why='Tormassov\'s army at Stanislovov facing Lemberg (' + cite(2370, kw='Tormassov') + '): the 3rd Army (~46,000); ' + OOB_RU)
u(S, 'r2', 'russian', 'mozyr', '-', 2, 0, 0, why='Ertel\'s reserve corps at Mozyr; ' + OOB_RU)
u(S, 'r2', 'russian', 'bobruisk', '-', 1, 0, 0, why='the Bobruisk fortress garrison (held all through 1812)')
u(S, 'r2', 'russian', 'kiev', '-', 1, 0, 0, why='the Kiev garrison')

# =========================================================================================================
# Scenario 2: early August 1812, before Smolensk (Grodno, Brest, Minsk Imperial, L2506)
# =========================================================================================================
S = 's2'
u(S, 'fn', 'french', 'vitebsk', 'napoleon', 1, 1, 1, why='Napoleon and the Guard at Vitebsk; ' + AUG + '; ' + SCALE)
u(S, 'fn', 'french', 'orsha', 'davout', 2, 0, 1, why='Davout\'s I Corps on the Dnieper at Orsha; ' + AUG)
u(S, 'fn', 'french', 'orsha', 'ney', 2, 1, 0, why='Ney\'s III Corps with Davout, heading for Krasnoi and Smolensk; ' + AUG)
u(S, 'fn', 'french', 'polotsk', '-', 2, 1, 0, why='Oudinot\'s II and St-Cyr\'s VI Corps at Polotsk (no leader counters); ' + AUG)
u(S, 'fn', 'french', 'vilna', '-', 1, 0, 0, why='the Vilna depot and garrison; ' + AUG)
u(S, 'fn', 'french', 'minsk', '-', 1, 0, 0, why='the Minsk garrison (Imperial-held Key, L2506); ' + AUG)
u(S, 'fn', 'prussian', 'mitau', 'yorck', 1, 1, 0, why='Yorck\'s Prussians in Courland before Riga; ' + AUG)
u(S, 'fn', 'french', 'mitau', '-', 1, 0, 0, why='Grandjean\'s division of X Corps with the Prussians; ' + AUG)
u(S, 'fs', 'french', 'orsha', 'murat', 0, 2, 0, why='Murat\'s cavalry with Ney on the road to Smolensk; ' + AUG)
u(S, 'fs', 'french', 'mogilev', 'poniatowski', 2, 0, 1, why='Poniatowski\'s V Corps at Mogilev; ' + AUG)
u(S, 'fs', 'french', 'velizh', 'eugene', 2, 1, 1, why='Eugene\'s IV Corps at Surazh and Velizh; ' + AUG)
u(S, 'fs', 'french', 'brest', '-', 2, 0, 0, why='Reynier\'s VII Saxon Corps at Brest (Imperial-held, Sacked, L2481); ' + AUG)
u(S, 'fs', 'french', 'grodno', '-', 1, 0, 0, why='the Grodno garrison (Imperial-held, Sacked, L2481); ' + AUG)
u(S, 'fs', 'austrian', 'brest', 'schwarzenberg', 3, 1, 0, why='Schwarzenberg\'s Austrians with Reynier against Tormasov (Gorodechna, 12 August); ' + AUG)
u(S, 'r1', 'russian', 'smolensk', 'barclay', 2, 1, 1, why='Barclay\'s 1st Army at Smolensk (entrenched, L2482); ' + AUG + '; ' + SCALE)
u(S, 'r1', 'russian', 'sebezh', 'wittgenstein', 2, 0, 1, why='Wittgenstein covering the St. Petersburg road after Klyastitsy; ' + AUG)
u(S, 'r1', 'russian', 'riga', '-', 3, 0, 0, why='Essen\'s Riga garrison; ' + AUG)
u(S, 'r1', 'russian', 'st-petersburg', '-', 4, 0, 0,
  why='the St. Petersburg garrison and militia: its entrenchment (L2482) needs 4 SP or an army (L1293)')
u(S, 'r1', 'russian', 'zone-finland', '-', 1, 0, 0, why='Steinheil\'s Finland corps before it sailed to Riga; ' + AUG)
u(S, 'r2', 'russian', 'smolensk', 'bagration', 2, 1, 1, why='Bagration\'s 2nd Army joined the 1st at Smolensk on 3 August; ' + AUG)
u(S, 'r2', 'russian', 'smolensk', 'platov', 0, 1, 0, why='Platov\'s Cossacks with the united armies; ' + AUG)
u(S, 'r2', 'russian', 'moscow', '-', 4, 0, 0,
  why='Miloradovich\'s reserves and the Moscow militia: its entrenchment (L2482) needs 4 SP or an army (L1293)')
u(S, 'r2', 'russian', 'lutsk', 'tormassov', 2, 1, 1, why='Tormasov\'s 3rd Army back at Lutsk; ' + AUG)
u(S, 'r2', 'russian', 'mozyr', '-', 2, 0, 0, why='Ertel\'s corps at Mozyr; ' + AUG)
u(S, 'r2', 'russian', 'bobruisk', '-', 1, 0, 0, why='the Bobruisk garrison, blockaded by Dombrowski; ' + AUG)
u(S, 'r2', 'russian', 'kiev', '-', 1, 0, 0, why='the Kiev garrison')
FL2 = 'Imperial flags where the Grande Armée stood by early August 1812; ' + AUG
flags(S, 'fn', 'french', ['tilsit', 'schlavii', 'kovno', 'vilkomir', 'vilna', 'glubokoye', 'drissa', 'polotsk', 'lepel', 'vitebsk',
                          'minsk', 'borisov', 'orsha'], FL2)
flags(S, 'fn', 'prussian', ['polangen', 'libau', 'windau', 'mitau'], 'Prussian flags in Courland (the Prussians took Mitau in July 1812); ' + AUG)
flags(S, 'fs', 'french', ['grodno', 'lida', 'volozhin', 'slonim', 'brest', 'slutsk', 'mogilev', 'velizh'], FL2)
flags(S, 'fs', 'austrian', ['pinsk'], 'Austrian flag: Schwarzenberg\'s corps held Pinsk in July-August 1812')
DM2 = ('each Power\'s first DMC, placed in the interphase before T2 (' + cite(1904, kw='DMC') + '), which scenario 2 includes (its Imperial '
       'resources already count the +2 of that interphase, L2517)')
dmc(S, 'fn', 'vilna', DM2 + ': the French main depot at Vilna')
dmc(S, 'fs', 'grodno', DM2 + ': Grodno, on FS\'s line from Warsaw')
dmc(S, 'r1', 'smolensk', DM2 + ': the Smolensk magazines')
dmc(S, 'r2', 'kaluga', DM2 + ': Kaluga, the Russian army\'s supply base')

# =========================================================================================================
# Scenario 3: October 1812, Napoleon in Moscow (Grodno, Brest, Minsk, Smolensk, Moscow Imperial: Key track 8)
# =========================================================================================================
S = 's3'
u(S, 'fn', 'french', 'moscow', 'napoleon', 2, 0, 1, why='Napoleon and the Guard in Moscow (entrenched, L2543), about 100,000 men in all in '
  'Moscow; #10 attached to Napoleon (L2561); ' + OCT + '; ' + SCALE)
u(S, 'fn', 'french', 'moscow', 'davout', 2, 0, 0, why='Davout\'s I Corps, worn down at Borodino; ' + OCT)
u(S, 'fn', 'french', 'moscow', 'ney', 1, 0, 0, why='Ney\'s III Corps; ' + OCT)
u(S, 'fn', 'french', 'polotsk', '-', 3, 1, 0, why='St-Cyr\'s II and VI Corps (~30,000) at Polotsk before its second battle; ' + OCT)
u(S, 'fn', 'french', 'smolensk', '-', 2, 1, 0, why='Victor\'s IX Corps at Smolensk (Imperial-held Key); ' + OCT)
u(S, 'fn', 'french', 'vilna', '-', 1, 0, 0, why='the Vilna depot; ' + OCT)
u(S, 'fn', 'prussian', 'mitau', 'yorck', 1, 1, 0, why='Yorck\'s Prussians before Riga; ' + OCT)
u(S, 'fn', 'french', 'mitau', '-', 1, 0, 0, why='Grandjean\'s division of X Corps; ' + OCT)
u(S, 'fs', 'french', 'moscow', 'eugene', 1, 1, 1, why='Eugene\'s IV Corps with its artillery in Moscow; ' + OCT)
u(S, 'fs', 'french', 'moscow', 'murat', 0, 1, 0, why='Murat\'s worn-out cavalry (its outposts at Vinkovo); ' + OCT)
u(S, 'fs', 'french', 'moscow', 'poniatowski', 1, 0, 0, why='Poniatowski\'s V Corps; ' + OCT)
u(S, 'fs', 'french', 'brest', '-', 2, 0, 0, why='Reynier\'s VII Corps near Brest; ' + OCT)
u(S, 'fs', 'french', 'minsk', '-', 1, 0, 0, why='the Minsk garrison; ' + OCT)
u(S, 'fs', 'french', 'grodno', '-', 1, 0, 0, why='the Grodno garrison; ' + OCT)
u(S, 'fs', 'french', 'mogilev', '-', 1, 0, 0, why='Dombrowski\'s division between Mogilev and Bobruisk; ' + OCT)
u(S, 'fs', 'austrian', 'brest', 'schwarzenberg', 3, 1, 0, why='Schwarzenberg\'s Austrians near Brest; ' + OCT)
u(S, 'r1', 'russian', 'tula', 'kutuzov', 2, 1, 1, why='Kutuzov\'s main army at Tarutino covering Kaluga and Tula (Tula entrenched, L2543); ' + OCT + '; ' + SCALE)
u(S, 'r1', 'russian', 'tula', 'barclay', 2, 0, 0, why='Barclay\'s 1st Army within the main army (the counter stays in play; only Bagration is '
  'off the map, L2588); ' + OCT)
u(S, 'r1', 'russian', 'yaroslav', '-', 4, 0, 0, why='the militia of the Yaroslavl and Vladimir governments and Wintzingerode\'s detachment: the '
  'entrenchment (L2543) needs 4 SP or an army (L1293)')
u(S, 'r1', 'russian', 'st-petersburg', '-', 4, 0, 0, why='the St. Petersburg garrison and militia (entrenched, L2543)')
u(S, 'r1', 'russian', 'riga', '-', 3, 0, 0, why='Essen\'s garrison with Steinheil\'s Finland corps at Riga; ' + OCT)
u(S, 'r1', 'russian', 'sebezh', 'wittgenstein', 2, 1, 1, why='Wittgenstein (~40,000 after reinforcement) before Polotsk; ' + OCT)
u(S, 'r2', 'russian', 'tula', 'platov', 0, 2, 0, why='Platov\'s Cossacks, reinforced from the Don, at Tarutino; ' + OCT)
u(S, 'r2', 'russian', 'lutsk', 'tchitchagov', 2, 0, 1, why='Chichagov\'s Danube army (Peace of Bucharest, #27 removed at the start, L2555); ' + OCT)
u(S, 'r2', 'russian', 'lutsk', 'tormassov', 2, 1, 0, why='Tormasov\'s 3rd Army with Chichagov; ' + OCT)
u(S, 'r2', 'russian', 'mozyr', '-', 2, 0, 0, why='Ertel\'s corps; ' + OCT)
u(S, 'r2', 'russian', 'bobruisk', '-', 1, 0, 0, why='the Bobruisk garrison; ' + OCT)
u(S, 'r2', 'russian', 'kiev', '-', 1, 0, 0, why='the Kiev garrison')
FL3 = 'Imperial flags along the road to Moscow and in Lithuania and White Russia, October 1812; ' + OCT
flags(S, 'fn', 'french', ['tilsit', 'schlavii', 'kovno', 'vilkomir', 'vilna', 'glubokoye', 'drissa', 'polotsk', 'lepel', 'vitebsk',
                          'minsk', 'borisov', 'orsha', 'smolensk', 'dorogobuzh', 'vyazma', 'borodino', 'moscow'], FL3)
flags(S, 'fn', 'prussian', ['polangen', 'libau', 'windau', 'mitau'], 'Prussian flags in Courland; ' + OCT)
flags(S, 'fs', 'french', ['grodno', 'lida', 'volozhin', 'slonim', 'brest', 'slutsk', 'mogilev', 'velizh', 'elnya', 'mstislavl'], FL3)
flags(S, 'fs', 'austrian', ['pinsk'], 'Austrian flag: Schwarzenberg\'s corps in the Pripyat; ' + OCT)
DM3 = ('each Power\'s two DMCs, placed in the interphases before T2 and T3 (' + cite(1904, kw='DMC') + '), which scenario 3 follows')
dmc(S, 'fn', 'vilna', DM3 + ': Vilna')
dmc(S, 'fn', 'smolensk', DM3 + ': Smolensk, the Grande Armée\'s forward base')
dmc(S, 'fs', 'grodno', DM3 + ': Grodno')
dmc(S, 'fs', 'minsk', DM3 + ': Minsk, the great French magazine of autumn 1812')
dmc(S, 'r1', 'tula', DM3 + ': Tula, behind the Tarutino camp')
dmc(S, 'r1', 'pskov', DM3 + ': Pskov, Wittgenstein\'s base')
dmc(S, 'r2', 'kaluga', DM3 + ': Kaluga')
dmc(S, 'r2', 'zhitomir', DM3 + ': Zhitomir, behind the Volhynian front')

# =========================================================================================================
# Scenario 4: January 1813, hypothetical (Grodno, Brest, Minsk, Smolensk, Dunaburg Imperial: Key track 8)
# =========================================================================================================
S = 's4'
u(S, 'fn', 'french', 'smolensk', 'napoleon', 2, 1, 1, why='Napoleon and the Guard winter at Smolensk; #10 attached (L2642); ' + HYP)
u(S, 'fn', 'french', 'vitebsk', 'davout', 2, 0, 1, why='Davout holds Vitebsk; ' + HYP)
u(S, 'fn', 'french', 'dunaburg', 'ney', 2, 0, 0, why='Ney holds the Dvina at Dünaburg; ' + HYP)
u(S, 'fn', 'french', 'polotsk', '-', 1, 0, 0, why='a garrison at Polotsk; ' + HYP)
u(S, 'fn', 'french', 'vilna', '-', 1, 0, 0, why='the Vilna depot; ' + HYP)
u(S, 'fn', 'prussian', 'mitau', 'yorck', 1, 1, 0, why='Yorck\'s Prussians before Riga; ' + HYP)
u(S, 'fn', 'french', 'mitau', '-', 1, 0, 0, why='Grandjean\'s division of X Corps; ' + HYP)
u(S, 'fs', 'french', 'orsha', 'eugene', 2, 1, 0, why='Eugene at Orsha; ' + HYP)
u(S, 'fs', 'french', 'mogilev', 'murat', 1, 1, 0, why='Murat at Mogilev on the Dnieper; ' + HYP)
u(S, 'fs', 'french', 'minsk', 'poniatowski', 2, 0, 1, why='Poniatowski covering Minsk; ' + HYP)
u(S, 'fs', 'french', 'grodno', '-', 1, 0, 0, why='the Grodno garrison; ' + HYP)
u(S, 'fs', 'french', 'brest', '-', 1, 0, 0, why='Reynier\'s Saxons at Brest; ' + HYP)
u(S, 'fs', 'austrian', 'brest', 'schwarzenberg', 2, 1, 0, why='Schwarzenberg\'s Austrians at Brest; ' + HYP)
u(S, 'r1', 'russian', 'vyazma', 'kutuzov', 2, 1, 1, why='Kutuzov\'s main army facing Smolensk from Vyazma; ' + HYP)
u(S, 'r1', 'russian', 'elnya', 'barclay', 2, 0, 0, why='Barclay with the army\'s left; ' + HYP)
u(S, 'r1', 'russian', 'sebezh', 'wittgenstein', 2, 1, 1, why='Wittgenstein facing the Dvina; ' + HYP)
u(S, 'r1', 'russian', 'riga', '-', 3, 0, 0, why='the Riga garrison; ' + HYP)
u(S, 'r1', 'russian', 'st-petersburg', '-', 4, 0, 0, why='the St. Petersburg garrison (entrenched, L2626, which needs 4 SP or an army, L1293)')
u(S, 'r2', 'russian', 'roslavl', 'bagration', 2, 1, 1, why='a 3-6 leader again (the counter is rebuilt after Borodino, L2588) with the 2nd '
  'Army south of Smolensk; ' + HYP)
u(S, 'r2', 'russian', 'byeloi', 'platov', 0, 2, 0, why='Platov\'s Cossacks on the northern flank; ' + HYP)
u(S, 'r2', 'russian', 'mozyr', 'tchitchagov', 2, 0, 1, why='Chichagov\'s army in the Pripyat; ' + HYP)
u(S, 'r2', 'russian', 'lutsk', 'tormassov', 2, 1, 0, why='Tormasov in Volhynia; ' + HYP)
u(S, 'r2', 'russian', 'bobruisk', '-', 1, 0, 0, why='the Bobruisk garrison; ' + HYP)
u(S, 'r2', 'russian', 'kiev', '-', 1, 0, 0, why='the Kiev garrison')
FL4 = 'Imperial flags behind the hypothetical winter line; ' + HYP
flags(S, 'fn', 'french', ['tilsit', 'schlavii', 'kovno', 'vilkomir', 'vilna', 'glubokoye', 'drissa', 'polotsk', 'lepel', 'vitebsk',
                          'borisov', 'dunaburg', 'smolensk'], FL4)
flags(S, 'fn', 'prussian', ['polangen', 'libau', 'windau', 'mitau'], 'Prussian flags in Courland; ' + HYP)
flags(S, 'fs', 'french', ['grodno', 'lida', 'volozhin', 'slonim', 'brest', 'minsk', 'slutsk', 'mogilev', 'orsha'], FL4)
flags(S, 'fs', 'austrian', ['pinsk'], 'Austrian flag in the Pripyat; ' + HYP)
DM4 = 'each Power\'s two DMCs, placed in the interphases before T2 and T3 (' + cite(1904, kw='DMC') + ')'
dmc(S, 'fn', 'vilna', DM4 + ': Vilna')
dmc(S, 'fn', 'smolensk', DM4 + ': Smolensk')
dmc(S, 'fs', 'grodno', DM4 + ': Grodno')
dmc(S, 'fs', 'minsk', DM4 + ': Minsk')
dmc(S, 'r1', 'velikiye-luki', DM4 + ': Velikiye Luki, behind Wittgenstein')
dmc(S, 'r1', 'kaluga', DM4 + ': Kaluga, behind the main army')
dmc(S, 'r2', 'bryansk', DM4 + ': Bryansk')
dmc(S, 'r2', 'zhitomir', DM4 + ': Zhitomir')
