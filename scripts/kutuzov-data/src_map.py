"""The Kutuzov map as hand-written sources: every space and every line of march, each with its basis.

This is an APPROXIMATE MAP. The rulebook seed names 59 spaces and pins 26 lines of march (seed_checks.tsv
holds every fact it states); everything else is rebuilt from 1812 geography, post roads and rivers, and the
counts the seed gives (13 Russian Keys, 6 depots, 10 ports, 9 marsh duchies, 11 zones). No picture of the
printed map was used. An owner of the game corrects this file (README.md) and re-runs build.py.

Policy for reconstructed line types (so that choices are reproducible, not ad hoc):
  clear -- 1812 post roads and chaussees; every line between two neighbouring Imperial zones (seed L173, L2878).
  rough -- secondary roads, forest and steppe tracks.
  river -- (a) lines that cross the 1812 frontier rivers between an Imperial and a Tsarist duchy (Niemen,
           Narew/Bug, Dniester), which the scenario 1 bridge rule needs (L2462); (b) a few great river
           barriers: the Berezina at Borisov (the seed's own example of river-retreat attrition, L1394), the
           Duena at Riga, the Dniester, the Vistula at Sandomierz. Not every river: the seed's Kiev-Konotop line
           crosses the Dnieper and is Rough (L165).
  marsh -- exactly the 8 lines from Pinsk: the 9 marsh duchies are Pinsk and the 8 linked to it (L2257, L2856).
"""
from common import seed, cite, lines_matching

SPACES = []   # dicts in output order
LINES = []    # dicts: a, b, type, bridge, approx, source


def named(pattern, kw, n=3):
    """Citation of the first n seed lines naming a space (pattern = regex, kw = words checked on each line)."""
    ls = lines_matching(pattern, n)
    if not ls:
        raise SystemExit('no seed line names %s' % pattern)
    return cite(*ls, kw=kw, where=pattern)


def sp(id, en, ko, kind, home, lat, lon, source, label=None, joint=None, key=0, fort=0, depot=0, cap=0, port=0,
       marsh=0, edge=None, rfm=0, vpb=0, special=None, approx=0):
    SPACES.append(dict(id=id, name_en=en, label=label, name_ko=ko, kind=kind, home=home, joint=joint, key=key,
                       fortress=fort, depot=depot, capital=cap, port=port, marsh=marsh, edge=edge, rfm_city=rfm,
                       imp_vp_bonus=vpb, special=special, lat=lat, lon=lon, approximate=approx, source=source))


GREEN = 'green (R1): every Russian duchy but the 6 yellow Key duchies is green ' + cite(143, kw='녹색')
MARSH9 = 'one of the 9 Pripyat marsh duchies (Pinsk and the 8 linked to it, ' + cite(2257, kw='Pinsk') + ')'
RECON_MARSH = ('reconstructed: one of the 6 marsh duchies the seed does not name (Pinsk + 8 linked = 9, ' +
               cite(2257, kw='Pinsk') + '; Pinsk, Bobruisk and Brest are known), chosen from the 1812 Pripyat basin')
RECON_PORT = ('reconstructed: one of the 6 Baltic ports the seed does not name (10 ports, ' +
              cite(2858, kw='10') + '; Konigsberg, Riga, Narva, St. Petersburg known or near-certain), chosen from the 1812 coast')

# ---------------------------------------------------------------------------------------------------------
# Imperial home duchies (west edge)
# ---------------------------------------------------------------------------------------------------------
sp('konigsberg', 'Königsberg', '쾨니히스베르크', 'duchy', 'PRU', 54.710, 20.510, label='Königsberg', key=1, fort=4, port=1,
   special='prussian_revolt_r1_flag,no_tsarist_build',
   source='seed ' + named(r'nigsberg', 'nigsberg') + ' (named); fortress 4 ' + cite(137, kw='Riga') +
   '; Imperial border Key scored by FN ' + cite(2391, 2397, kw=['Key', 'nigsberg']) +
   '; the one Imperial-held Baltic port in the VP example ' + cite(2383, kw='nigsberg') +
   '; Prussian (black) home inferred: on the Prussian revolt an R1 flag goes on Konigsberg and the Tsarists may not build there ' +
   cite(2696, kw='nigsberg') + '; geography: Königsberg (Kaliningrad)')
sp('masuria', 'Masuria', '마주리아', 'duchy', 'FN', 53.828, 22.364, label='Masuria', key=1,
   source='seed ' + named(r'Masuria', 'Masuria') + ' (named); Imperial border Key scored by FN ' + cite(2397, kw='Masuria') +
   '; River to Grodno ' + cite(161, kw='Masuria') + '; reconstructed: home FN (blue): not Prussian, since the Prussian revolt flags only '
   'Konigsberg (L2696), and FN needs a home Key of its own to build in (6.31); approximate: a region, not a town; '
   'geography: point at Lyck (Ełk), on the Grodno side', approx=1)
sp('ostrolenka', 'Ostrolenka', '오스트로웽카', 'duchy', 'FS', 53.086, 21.575, label='Ostrolenka',
   source='seed ' + cite(139, kw='Ostrolenka') + ': FS (red) home; geography: Ostrołęka')
sp('warsaw', 'Warsaw', '바르샤바', 'duchy', 'FS', 52.230, 21.012, label='Warsaw', joint='fn,fs', key=1, depot=1,
   source='seed ' + cite(135, 139, kw='Warsaw') + ': depot, FS (red) home; jointly owned by FN and FS for building ' +
   cite(696, kw='Warsaw') + ' and victory ' + cite(2235, kw='Warsaw') + '; Key ' + cite(2391, kw='Key') +
   '; River to Grodno ' + cite(2485, kw='Warsaw') + '; geography: Warsaw')
sp('lukow', 'Lukow', '우쿠프', 'duchy', 'FS', 51.930, 22.381, label='Lukow',
   source='seed ' + cite(139, kw='Lukow') + ': FS (red) home; geography: Łuków')
sp('lublin', 'Lublin', '루블린', 'duchy', 'AUT', 51.246, 22.568, label='Lublin', key=1,
   source='seed ' + cite(2399, kw='Lublin') + ': Imperial border Key scored by FS; Austrian (grey) home inferred: Austria has exactly '
   '2 Key duchies ' + cite(692, kw='오스트리아') + ' ' + cite(2124, kw='오스트리아') + ' among the 5 Imperial border Keys ' +
   cite(2391, kw='Key') + ', and FS (which commands Austria) scores Krakow and Lublin; geography: Lublin '
   '(in the Duchy of Warsaw in 1812: the game gives it to Austria)')
sp('krakow', 'Cracow', '크라쿠프', 'duchy', 'AUT', 50.062, 19.945, label='Krakow', key=1,
   source='seed ' + cite(2399, kw='Krakow') + ': Imperial border Key scored by FS; Austrian (grey) home inferred as for Lublin ' +
   cite(692, kw='오스트리아') + '; geography: Kraków (Duchy of Warsaw in 1812)')
sp('sandomierz', 'Sandomierz', '산도미에시', 'duchy', 'FS', 50.682, 21.749, approx=1,
   source='reconstructed: fills the Vistula gap between Warsaw, Cracow and Lublin; FS (red) home like the other Duchy of Warsaw '
   'duchies (L139); geography: Sandomierz')
sp('zamosc', 'Zamość', '자모시치', 'duchy', 'FS', 50.723, 23.252, approx=1,
   source='reconstructed: the Bug crossing south of Lublin; FS home like the other Duchy of Warsaw duchies (L139); a Polish fortress '
   'in 1812 but not one here: every fortress is a Key (L141) and the 5 Imperial Keys are known (L2391); geography: Zamość')
sp('lemberg', 'Lemberg', '렘베르크', 'duchy', 'AUT', 49.839, 24.029, label='Lemberg', approx=1,
   source='seed ' + cite(2370, 2372, kw='Lemberg') + ': Imperial home duchy (a To-the-Bridges marker joins it to a Tsarist home duchy, ' +
   cite(2462, kw='River') + '); Schwarzenberg starts there in the example; reconstructed: Austrian (grey), as the capital of Austrian '
   'Galicia; not a Key (the 5 Imperial Keys are known, L2391); geography: Lemberg (Lviv)')

# ---------------------------------------------------------------------------------------------------------
# Lithuania, Courland, Livonia, Estonia, Ingria, Novgorod, Pskov
# ---------------------------------------------------------------------------------------------------------
sp('tilsit', 'Tilsit', '틸지트', 'duchy', 'R1', 55.081, 21.886, label='Tilsit',
   source='seed ' + cite(2362, kw='Tilsit') + ': a Russian duchy (Prussians pay +1 CP to enter it) with a River line to Konigsberg; ' +
   GREEN + '; geography: Tilsit (Sovetsk; a Prussian town in 1812, Russian in the game)')
sp('polangen', 'Polangen', '폴랑겐', 'duchy', 'R1', 55.918, 21.068, port=1, approx=1,
   source=RECON_PORT + '; the Russian coast at the Prussian border; green (R1) by ' + GREEN + '; geography: Polangen (Palanga)')
sp('libau', 'Libau', '리바우', 'duchy', 'R1', 56.510, 21.040, port=1, approx=1,
   source=RECON_PORT + '; Courland port; geography: Libau (Liepāja), the point set 2 km inland to sit on Natural Earth 1:50m land')
sp('windau', 'Windau', '빈다우', 'duchy', 'R1', 57.392, 21.564, port=1, approx=1,
   source=RECON_PORT + '; Courland port; geography: Windau (Ventspils)')
sp('mitau', 'Mitau', '미타우', 'duchy', 'R1', 56.652, 23.721, port=1, approx=1,
   source=RECON_PORT + ' (the weakest guess: a river port on the Lielupe, Macdonald\'s base against Riga); geography: Mitau (Jelgava)')
sp('schlavii', 'Shavli', '샤울랴이', 'duchy', 'R1', 55.934, 23.315, label='Schlavii', approx=1,
   source='seed ' + cite(1433, kw='Schlavii') + ': a scorched duchy in the flag-overrun example; ' + GREEN +
   '; reconstructed: identified as Shavli (Šiauliai), the only 1812 place the spelling fits; geography: Šiauliai')
sp('kovno', 'Kovno', '코브노', 'duchy', 'R1', 54.898, 23.904, label='Kovno',
   source='seed ' + cite(2484, kw='Kovno') + ': River line to Konigsberg (permanent bridge in scenarios 2-4); Tsarist home across the '
   'frontier; ' + GREEN + '; geography: Kovno (Kaunas)')
sp('vilkomir', 'Vilkomir', '빌코미르', 'duchy', 'R1', 55.245, 24.775, approx=1,
   source='reconstructed: joins Kovno and Vilna to Dunaburg (Wittgenstein\'s corps area, June 1812); green (R1); geography: Ukmergė')
sp('vilna', 'Vilna', '빌나', 'duchy', 'R1', 54.687, 25.280, approx=1,
   source='reconstructed: the seed never names Vilna, but an 1812 map without it is unthinkable (1st Army HQ, Napoleon\'s HQ June-July); '
   'not a Key: the scenario 2 and 3 Key tracks (L2506, L2586) leave no room for a French-held Tsarist Key other than Grodno, Brest, '
   'Minsk (and Smolensk, Moscow in scenario 3), and the French held Vilna from 28 June; green (R1); geography: Vilnius')
sp('riga', 'Riga', '리가', 'duchy', 'R1', 56.949, 24.105, label='Riga', key=1, fort=4, depot=1, port=1,
   special='imperial_siege_halved',
   source='seed ' + cite(135, 137, 141, kw='Riga') + ': fortress 4, depot, Key; port inferred: Naval Support in its siege ' +
   cite(1506, kw='Riga') + ', "Gibraltar of the North ... British fleet" ' + cite(1504, kw='리가') +
   ', and R1 holds 9 of the 10 ports in the VP example ' + cite(2383, kw='9') + '; Imperial sieges of Riga roll half the dice ' +
   cite(1502, kw='Riga') + '; ' + GREEN + '; name_ko seed L1504; geography: Riga')
sp('pernau', 'Pernau', '페르나우', 'duchy', 'R1', 58.385, 24.497, port=1, approx=1,
   source=RECON_PORT + '; Livonian port; geography: Pernau (Pärnu)')
sp('reval', 'Reval', '레발', 'duchy', 'R1', 59.437, 24.745, port=1, approx=1,
   source=RECON_PORT + '; Estonian port; geography: Reval (Tallinn)')
sp('dorpat', 'Dorpat', '도르파트', 'duchy', 'R1', 58.378, 26.729, approx=1,
   source='reconstructed: on the Riga-Dorpat-St. Petersburg post road; green (R1); geography: Dorpat (Tartu)')
sp('narva', 'Narva', '나르바', 'duchy', 'R1', 59.377, 28.190, label='Narva', key=1, port=1,
   source='seed ' + cite(141, kw='Narva') + ': Key; port ' + cite(145, kw='Narva') + '; green (R1) by elimination: a Russian Key '
   'that is not one of R2\'s six yellow Keys (' + cite(1934, 1936, kw=['Minsk', 'Kharkov']) + '); geography: Narva')
sp('st-petersburg', 'St. Petersburg', '상트페테르부르크', 'duchy', 'R1', 59.939, 30.316, label='St. Petersburg', key=1, depot=1, cap=1,
   port=1, rfm=1, vpb=2, approx=1,
   source='seed ' + cite(133, 135, kw='Petersburg') + ': capital, depot; R1 controls it when unflagged ' + cite(415, 417, kw=['Petersburg', '러시아 1군']) +
   '; Key inferred: 4 VP when Imperial = Key + depot + 2 extra ' + cite(2238, kw='Petersburg') +
   '; must be evacuated on T4 under Retreat from Moscow ' + cite(2178, kw='Petersburg') +
   '; reconstructed: port (on the Baltic; R1\'s sea deployment needs a home-Key port, 17.34); geography: St. Petersburg')
sp('luga', 'Luga', '루가', 'duchy', 'R1', 58.737, 29.846, approx=1,
   source='reconstructed: on the St. Petersburg-Pskov post road; green (R1); geography: Luga')
sp('pskov', 'Pskov', '프스코프', 'duchy', 'R1', 57.819, 28.332, approx=1,
   source='reconstructed: Wittgenstein\'s base covering St. Petersburg in 1812; green (R1); geography: Pskov')
sp('dunaburg', 'Dünaburg', '뒤나부르크', 'duchy', 'R1', 55.874, 26.536, label='Dunaburg', key=1, approx=1,
   source='seed ' + cite(2409, 2480, 2539, 2622, kw='Dunaburg') + ': entrenched in scenario 1, scorched in scenarios 2-4; ' + GREEN +
   '; reconstructed: the 6th green (R1) Key the seed does not name (13 Russian Keys, ' + cite(2092, kw='13') +
   '; 6 green, ' + cite(143, kw='녹색') + '): it must be Tsarist-held at the scenario 2 and 3 starts (Key tracks 10 and 8 name the '
   'Imperial-held Keys, L2506, L2586), which rules out Vilna, Vitebsk, Polotsk and Mogilev (French from June-July 1812); '
   'Dunaburg is the seed\'s only scenario 1 entrenchment (the 1810-12 Dvina bridgehead), Macdonald left it in September 1812, and as '
   'the fifth Imperial-held Key of scenario 4 (Key track 8, L2669) it completes a Dvina-Dnieper defence line; alternatives: '
   'Novgorod, Bobruisk, Kaluga; not a fortress; geography: Dünaburg (Daugavpils)')
sp('chudovo', 'Chudovo', '추도보', 'duchy', 'R1', 59.125, 31.660, label='Chudovo',
   source='seed ' + cite(1860, kw='Chudovo') + ': River line to Staraya Russa; ' + GREEN + '; geography: Chudovo')
sp('novgorod', 'Novgorod', '노브고로드', 'duchy', 'R1', 58.521, 31.275, label='Novgorod',
   source='seed ' + cite(1860, kw='Novgorod') + ': adjacent to Staraya Russa, not by River; ' + GREEN + '; geography: Veliky Novgorod')
sp('staraya-russa', 'Staraya Russa', '스타라야루사', 'duchy', 'R1', 57.990, 31.355, label='Staraya Russa',
   source='seed ' + cite(1860, kw='Staraya Russa') + ': its neighbours are exactly Cholm, Novgorod, Tver and Chudovo (the scorched-earth '
   'example names every possible interceptor); ' + GREEN + '; geography: Staraya Russa')
sp('cholm', 'Kholm', '홀름', 'duchy', 'R1', 57.145, 31.179, label='Cholm',
   source='seed ' + cite(1860, 2622, kw='Cholm') + ': adjacent to Staraya Russa; scorched in scenario 4; ' + GREEN + '; geography: Kholm')
sp('velikiye-luki', 'Velikiye Luki', '벨리키예루키', 'duchy', 'R1', 56.341, 30.527, approx=1,
   source='reconstructed: road hub between Kholm, Sebezh and Velizh; green (R1); geography: Velikiye Luki')
sp('tver', 'Tver', '트베리', 'duchy', 'R1', 56.859, 35.912, label='Tver',
   source='seed ' + cite(1860, kw='Tver') + ': adjacent to Staraya Russa, not by River; ' + GREEN + '; geography: Tver')
sp('byeloi', 'Bely', '벨리', 'duchy', 'R1', 55.833, 32.939, label='Byeloi',
   source='seed ' + cite(2622, kw='Byeloi') + ': scorched in scenario 4; ' + GREEN + '; geography: Bely (Belyi)')

# ---------------------------------------------------------------------------------------------------------
# Lithuania and White Russia
# ---------------------------------------------------------------------------------------------------------
sp('grodno', 'Grodno', '그로드노', 'duchy', 'R1', 53.678, 23.830, label='Grodno', key=1, fort=2, approx=1,
   source='seed ' + cite(2376, 2481, kw='Grodno') + ': a fortress (the two border fortresses Grodno and Brest; Sacked marker in scenarios 2-4); '
   'a Tsarist Key (Imperial-held at the scenario 2 start, ' + cite(2506, kw='Grodno') + '); River lines to Masuria ' + cite(161, kw='Grodno') +
   ' and Warsaw ' + cite(2485, kw='Grodno') + '; green (R1) by elimination (not one of the six yellow Keys, L1934-L1936); '
   'reconstructed: strength 2 ("most fortresses are 2", ' + cite(137, kw='2') + '); geography: Grodno (Hrodna)')
sp('lida', 'Lida', '리다', 'duchy', 'R1', 53.887, 25.303, label='Lida',
   source='seed ' + cite(169, kw='Lida') + ': adjacent to Minsk; ' + GREEN + '; geography: Lida')
sp('volozhin', 'Volozhin', '볼로진', 'duchy', 'R1', 54.089, 26.530, label='Volozhin',
   source='seed ' + cite(169, kw='Volozhin') + ': NOT adjacent to Minsk; ' + GREEN + '; geography: Volozhin (stands for the '
   'Oshmyany-Molodechno road)')
sp('slonim', 'Slonim', '슬로님', 'duchy', 'R1', 53.093, 25.319, marsh=1, approx=1,
   source=RECON_MARSH + ' (the Oginski canal joins it to Pinsk); green (R1); geography: Slonim')
sp('glubokoye', 'Glubokoye', '글루보코예', 'duchy', 'R1', 55.139, 27.684, approx=1,
   source='reconstructed: Napoleon\'s route Vilna-Glubokoye-Vitebsk; green (R1); geography: Hlybokaye')
sp('drissa', 'Drissa', '드리사', 'duchy', 'R1', 55.783, 27.967, approx=1,
   source='reconstructed: the 1st Army\'s fortified camp of July 1812 on the Dvina; green (R1); geography: Verkhnyadzvinsk')
sp('sebezh', 'Sebezh', '세베시', 'duchy', 'R1', 56.290, 28.487, label='Sebezh',
   source='seed ' + cite(2622, kw='Sebezh') + ': scorched in scenario 4; ' + GREEN + '; geography: Sebezh')
sp('polotsk', 'Polotsk', '폴로츠크', 'duchy', 'R1', 55.485, 28.786, approx=1,
   source='reconstructed: two battles of 1812 on the Dvina; green (R1); geography: Polotsk')
sp('lepel', 'Lepel', '레펠', 'duchy', 'R1', 54.881, 28.699, label='Lepel',
   source='seed ' + cite(2539, kw='Lepel') + ': scorched in scenario 3; ' + GREEN + '; geography: Lepel')
sp('vitebsk', 'Vitebsk', '비텝스크', 'duchy', 'R1', 55.191, 30.205, approx=1,
   source='reconstructed: Napoleon\'s HQ July-August 1812; not a Key (French from 28 July; see Vilna); green (R1); geography: Vitebsk')
sp('velizh', 'Velizh', '벨리시', 'duchy', 'R1', 55.605, 31.196, approx=1,
   source='reconstructed: upper Dvina, Eugene\'s flank in August 1812; green (R1); geography: Velizh')
sp('borisov', 'Borisov', '보리소프', 'duchy', 'R1', 54.227, 28.505, approx=1,
   source='reconstructed: the Berezina crossing of the Minsk-Smolensk road; green (R1); geography: Barysaw')
sp('minsk', 'Minsk', '민스크', 'duchy', 'R2', 53.904, 27.561, label='Minsk', key=1,
   source='seed ' + cite(1934, kw='Minsk') + ': one of R2\'s six yellow Keys (R2 lost Minsk and Brest after T1); Imperial-held at the '
   'scenario 2 start ' + cite(2506, kw='Minsk') + '; adjacent to Lida, not to Volozhin ' + cite(169, kw='Minsk') + '; geography: Minsk')
sp('slutsk', 'Slutsk', '슬루츠크', 'duchy', 'R1', 53.027, 27.554, marsh=1, approx=1,
   source=RECON_MARSH + '; green (R1); geography: Slutsk')
sp('bobruisk', 'Bobruisk', '보브루이스크', 'duchy', 'R1', 53.145, 29.221, label='Bobruisk', marsh=1,
   source='seed ' + cite(157, kw='Bobruisk') + ': Marsh line to Pinsk, so a marsh duchy (marsh duchies are those joined by Marsh lines, ' +
   cite(2856, kw='습지') + '); ' + GREEN + '; not a fortress here (a real fortress in 1812, but the seed gives it no fortress or Key); '
   'geography: Babruysk')
sp('mogilev', 'Mogilev', '모길료프', 'duchy', 'R1', 53.900, 30.331, approx=1,
   source='reconstructed: Dnieper crossing (Saltanovka, July 1812); green (R1); geography: Mogilev')
sp('orsha', 'Orsha', '오르샤', 'duchy', 'R1', 54.509, 30.426, label='Orsha',
   source='seed ' + cite(2328, 2539, kw='Orsha') + ': adjacent to Mstislavl; scorched in scenario 3; ' + GREEN + '; geography: Orsha')
sp('mstislavl', 'Mstislavl', '므스티슬라블', 'duchy', 'R1', 54.019, 31.722, label='Mstislavl',
   source='seed ' + cite(1081, 2318, 2326, kw='Mstislavl') + ': adjacent to Smolensk, Elnya (Rough), Gomel and Orsha, with further '
   'neighbours; ' + GREEN + '; geography: Mstislavl')
sp('gomel', 'Gomel', '고멜', 'duchy', 'R1', 52.441, 30.988, label='Gomel',
   source='seed ' + cite(2318, 2326, kw='Gomel') + ': adjacent to Mstislavl; ' + GREEN + '; geography: Gomel (Homel)')

# ---------------------------------------------------------------------------------------------------------
# Pripyat, Volhynia, Podolia
# ---------------------------------------------------------------------------------------------------------
sp('brest', 'Brest-Litovsk', '브레스트', 'duchy', 'R2', 52.097, 23.734, label='Brest', key=1, fort=2, marsh=1,
   source='seed ' + cite(137, kw='Brest') + ': fortress 2; Key ' + cite(141, kw='Brest') + '; R2\'s fortress ' + cite(425, kw='Brest') +
   ' and yellow Key ' + cite(1934, kw='Brest') + '; one of the 9 Pripyat duchies (R2 holds 8 with only Brest Imperial, ' +
   cite(2384, kw='Brest') + '); geography: Brest-Litovsk')
sp('pinsk', 'Pinsk', '핀스크', 'duchy', 'R1', 52.112, 26.103, label='Pinsk', marsh=1,
   source='seed ' + cite(2257, kw='Pinsk') + ': centre of the 9 Pripyat marsh duchies (Pinsk and the 8 linked to it); Marsh line to '
   'Bobruisk ' + cite(157, kw='Pinsk') + '; ' + GREEN + '; geography: Pinsk')
sp('kovel', 'Kovel', '코벨', 'duchy', 'R1', 51.215, 24.709, marsh=1, approx=1,
   source=RECON_MARSH + '; the Bug crossing from Zamosc; green (R1); geography: Kovel')
sp('lutsk', 'Lutsk', '루츠크', 'duchy', 'R1', 50.747, 25.325, marsh=1, approx=1,
   source=RECON_MARSH + '; Tormassov\'s 3rd Army HQ in June 1812; green (R1); geography: Lutsk')
sp('mozyr', 'Mozyr', '모지르', 'duchy', 'R1', 52.046, 29.266, marsh=1, approx=1,
   source=RECON_MARSH + '; Ertel\'s reserve corps in 1812; green (R1); geography: Mazyr')
sp('ovruch', 'Ovruch', '오브루치', 'duchy', 'R1', 51.324, 28.806, marsh=1, approx=1,
   source=RECON_MARSH + '; green (R1); geography: Ovruch')
sp('zhitomir', 'Zhitomir', '지토미르', 'duchy', 'R1', 50.254, 28.658, approx=1,
   source='reconstructed: Volhynian capital on the Kiev post road; green (R1); geography: Zhytomyr')
sp('kamenets', 'Kamenets-Podolsky', '카메네츠포돌스키', 'duchy', 'R1', 48.678, 26.585, approx=1,
   source='reconstructed: Podolian fortress town on the Dniester frontier with Moldavia; green (R1); geography: Kamianets-Podilskyi')
sp('stanislovov', 'Stanislovov', '스타니슬라보프', 'duchy', 'R1', 48.922, 24.711, label='Stanislovov', approx=1,
   source='seed ' + cite(2370, kw='Stanislovov') + ': Tsarist home duchy across a River from Lemberg (bridge marker; Tormassov starts '
   'there in the example); ' + GREEN + '; reconstructed: placed at Stanislau (across the Dniester from Lemberg), although Stanislau was '
   'Austrian in 1812 (Starokonstantinov, Russian, is the other candidate); geography: Ivano-Frankivsk')

# ---------------------------------------------------------------------------------------------------------
# Smolensk, Moscow, upper Volga
# ---------------------------------------------------------------------------------------------------------
sp('smolensk', 'Smolensk', '스몰렌스크', 'duchy', 'R1', 54.783, 32.045, label='Smolensk', key=1, fort=2, depot=1, approx=1,
   source='seed ' + cite(135, kw='Smolensk') + ': fortress and depot; R1\'s duchy ' + cite(782, kw='Smolensk') +
   '; Sacked in scenario 4 ' + cite(2624, kw='Smolensk') + '; reconstructed: strength 2 ("most fortresses are 2", L137); '
   'name_ko seed L2474; geography: Smolensk')
sp('elnya', 'Yelnya', '옐냐', 'duchy', 'R1', 54.579, 33.175, label='Elnya',
   source='seed ' + cite(1081, kw='Elnya') + ': Rough line to Mstislavl; ' + GREEN + '; geography: Yelnya')
sp('roslavl', 'Roslavl', '로슬라블', 'duchy', 'R1', 53.951, 32.857, approx=1,
   source='reconstructed: the Smolensk-Bryansk road; green (R1); geography: Roslavl')
sp('dorogobuzh', 'Dorogobuzh', '도로고부시', 'duchy', 'R1', 54.914, 33.301, approx=1,
   source='reconstructed: on the Smolensk-Moscow post road; green (R1); geography: Dorogobuzh')
sp('vyazma', 'Vyazma', '뱌즈마', 'duchy', 'R1', 55.211, 34.295, label='Vyazma',
   source='seed ' + cite(2539, 2622, kw='Vyazma') + ': scorched in scenarios 3 and 4; ' + GREEN + '; geography: Vyazma')
sp('borodino', 'Borodino', '보로디노', 'duchy', 'R1', 55.521, 35.818, label='Borodino',
   source='seed ' + cite(153, kw='Borodino') + ': Clear line to Moscow; adjacent to Kaluga and Substov ' + cite(2342, 2348, kw='Borodino') +
   '; scorched in scenario 3; ' + GREEN + '; geography: Borodino / Mozhaisk')
sp('substov', 'Substov', '숩스토프', 'duchy', 'R1', 56.173, 34.583, label='Substov', approx=1,
   source='seed ' + cite(2342, 2344, 2348, kw='Substov') + ': adjacent to Moscow, Borodino (Rough) and Yaroslav (River); ' + GREEN +
   '; reconstructed: placed at Zubtsov, the place its spelling fits (upper Volga, so its River line to Yaroslav follows the Volga); '
   'only its seed lines are trusted; geography: Zubtsov')
sp('moscow', 'Moscow', '모스크바', 'duchy', 'R', 55.756, 37.617, label='Moscow', joint='r1,r2', key=1, depot=1, cap=1, rfm=1, vpb=2,
   source='seed ' + cite(133, 135, kw='Moscow') + ': capital and depot; Key and depot ' + cite(1934, kw='Moscow') +
   '; jointly owned by R1 and R2 ' + cite(697, kw='Moscow') + '; Imperial control is worth Key 1 + depot 1 + 2 extra ' +
   cite(2237, kw='Moscow') + '; evacuated on T4 under Retreat from Moscow ' + cite(2178, kw='Moscow') + '; name_ko seed L399; geography: Moscow')
sp('kaluga', 'Kaluga', '칼루가', 'duchy', 'R1', 54.514, 36.262, label='Kaluga',
   source='seed ' + cite(2342, kw='Kaluga') + ': adjacent to Borodino (two-space interception via Borodino); ' + GREEN + '; geography: Kaluga')
sp('tula', 'Tula', '툴라', 'duchy', 'R1', 54.193, 37.618, label='Tula',
   source='seed ' + cite(2543, kw='Tula') + ': entrenched in scenario 3; ' + GREEN + '; geography: Tula')
sp('ryazan', 'Ryazan', '랴잔', 'duchy', 'R2', 54.629, 39.736, label='Ryazan', key=1,
   source='seed ' + cite(1936, kw='Ruazan') + ': one of R2\'s yellow Keys; River line to Moscow ' + cite(1267, kw='Ryazan') + '; geography: Ryazan')
sp('vladimir', 'Vladimir', '블라디미르', 'duchy', 'R1', 56.129, 40.407, approx=1,
   source='reconstructed: the Moscow-Nizhny Novgorod road east of Moscow; green (R1); geography: Vladimir')
sp('yaroslav', 'Yaroslav', '야로슬라블', 'duchy', 'R1', 57.626, 39.894, label='Yaroslav', approx=1,
   source='seed ' + cite(2342, 2543, kw=['Yarolav', 'Yaroslav']) + ': River line to Substov; entrenched in scenario 3; ' + GREEN +
   '; reconstructed: placed at Yaroslavl, the place its spelling fits (Maloyaroslavets fits the scenario 3 entrenchment better; '
   'see kutuzov.md); geography: Yaroslavl')

# ---------------------------------------------------------------------------------------------------------
# Ukraine and south Russia
# ---------------------------------------------------------------------------------------------------------
sp('kiev', 'Kiev', '키예프', 'duchy', 'R2', 50.450, 30.523, label='Kiev', key=1, depot=1, rfm=1, vpb=1,
   source='seed ' + cite(135, 143, kw=['Kiew', 'Kiev']) + ': depot; yellow (R2) Key, friendly to both Russian Powers; Imperial control is '
   'worth 3 VP ' + cite(2239, kw='Kiev') + '; evacuated on T4 under Retreat from Moscow ' + cite(2178, kw='Kiev') + '; geography: Kiev (Kyiv)')
sp('chernigov', 'Chernigov', '체르니고프', 'duchy', 'R1', 51.494, 31.294, approx=1,
   source='reconstructed: on the Kiev-Chernigov post road; green (R1); geography: Chernihiv')
sp('konotop', 'Konotop', '코노토프', 'duchy', 'R1', 51.240, 33.202, label='Konotop',
   source='seed ' + cite(165, kw='Konotop') + ': Rough line to Kiev; ' + GREEN + '; geography: Konotop')
sp('poltava', 'Poltava', '폴타바', 'duchy', 'R1', 49.589, 34.551, approx=1,
   source='reconstructed: on the Kiev-Kharkov post road; green (R1); geography: Poltava')
sp('kharkov', 'Kharkov', '하리코프', 'duchy', 'R2', 49.994, 36.231, label='Kharkov', key=1,
   source='seed ' + cite(1936, kw='Kharkov') + ': one of R2\'s yellow Keys; geography: Kharkov (Kharkiv)')
sp('kursk', 'Kursk', '쿠르스크', 'duchy', 'R1', 51.730, 36.193, approx=1,
   source='reconstructed: on the Moscow-Kharkov post road; green (R1); geography: Kursk')
sp('orel', 'Orel', '오룔', 'duchy', 'R1', 52.968, 36.069, approx=1,
   source='reconstructed: on the Moscow-Kharkov post road; green (R1); geography: Oryol')
sp('bryansk', 'Bryansk', '브랸스크', 'duchy', 'R1', 53.243, 34.364, approx=1,
   source='reconstructed: arsenal town between Roslavl, Kaluga and Orel; green (R1); geography: Bryansk')
sp('voronezh', 'Voronezh', '보로네시', 'duchy', 'R2', 51.661, 39.200, label='Voronezh', key=1,
   source='seed ' + cite(1936, kw='Voronezh') + ': one of R2\'s yellow Keys; geography: Voronezh')

# ---------------------------------------------------------------------------------------------------------
# Zones (off-map boxes at the map edge) and the Baltic Sea
# ---------------------------------------------------------------------------------------------------------
ZONE = ('11 zones at the map edge, each the home of the Power or ally of its colour ' + cite(173, kw='11') + '; ')
IMPZ = ('an Imperial home edge zone for regroup and DMC connection ' + cite(706, kw='Prussia') + '; ')
TSZ = ('a Tsarist home edge zone for regroup and DMC connection ' + cite(706, kw='Rus') + '; ')
sp('zone-prussia', 'Prussia', '프로이센', 'zone', 'PRU', 54.20, 19.20, label='Prussia', edge='imperial', approx=1,
   source='seed ' + cite(173, 706, kw='Prussia') + ': ' + IMPZ + 'Napoleon leaves it for Konigsberg for 1 CP ' + cite(2362, kw='프로이센 구역') +
   '; reconstructed: Prussian (black), one zone per Imperial colour (Poland blue, Galicia red, Austria grey); name_ko seed L108; '
   'geography: West Prussia beyond Konigsberg')
sp('zone-poland', 'Poland', '폴란드', 'zone', 'FN', 52.40, 18.60, label='Poland', edge='imperial', approx=1,
   source='seed ' + cite(173, 706, kw='Poland') + ': ' + IMPZ + 'touches Galicia but not Austria; FN\'s Ney and its other forces start there '
   'in the scenario 1 example ' + cite(2366, kw='Poland') + '; reconstructed: FN (blue): FN\'s forces start there and FN needs a home '
   'zone to build in; name_ko seed L2261; geography: western Duchy of Warsaw (Posen, Thorn)')
sp('zone-galicia', 'Galicia', '갈리치아', 'zone', 'FS', 50.05, 22.00, label='Galicia', edge='imperial', approx=1,
   source='seed ' + cite(173, 706, 2368, kw='Galicia') + ': ' + IMPZ + 'touches Poland, Austria and Warsaw; FS forces start there in the '
   'scenario 1 example (Eugene + 11 SP after FS\'s first impulse, ' + cite(2372, kw='Galicia') + '); reconstructed: FS (red), FS\'s home '
   'zone; geography: Austrian Galicia west of Lemberg')
sp('zone-austria', 'Austria', '오스트리아', 'zone', 'AUT', 49.20, 18.70, label='Austria', edge='imperial',
   source='seed ' + cite(692, kw='오스트리아') + ': Austrian (grey) home zone (Austrians are built only in the 2 Austrian Keys and the Austria '
   'zone); ' + IMPZ + 'touches Galicia, not Poland ' + cite(173, kw='Austria') + '; name_ko seed L108; geography: Austrian Silesia / Moravia')
sp('zone-finland', 'Finland', '핀란드', 'zone', 'R1', 61.00, 27.00, label='Finland', approx=1,
   source='seed ' + cite(2792, kw='Finland') + ': a zone whose control may change by card #28; not a home edge zone (L706 lists them); '
   'reconstructed: green (R1), the zone beside St. Petersburg; geography: Grand Duchy of Finland (Vyborg)')
sp('zone-rus', 'Rus', '루스', 'zone', 'R1', 59.22, 39.89, label='Rus', edge='tsarist', approx=1,
   source='seed ' + cite(706, kw='Rus') + ': ' + TSZ + 'reconstructed: green (R1), north-east edge; geography: Vologda')
sp('zone-volga', 'Volga', '볼가', 'zone', 'R1', 56.33, 44.00, label='Volga', edge='tsarist', approx=1,
   source='seed ' + cite(706, kw='Volga') + ': ' + TSZ + 'reconstructed: green (R1), east edge (so each Russian Power has two edge zones); '
   'geography: Nizhny Novgorod')
sp('zone-saratov', 'Saratov', '사라토프', 'zone', 'R2', 52.40, 43.00, label='Saratob', edge='tsarist', approx=1,
   source='seed ' + cite(706, kw='Saratob') + ': ' + TSZ + 'reconstructed: yellow (R2), south-east edge; geography: Tambov / Saratov')
sp('zone-ukraine', 'Ukraine', '우크라이나', 'zone', 'R2', 48.45, 35.05, label='Ukraine', edge='tsarist', approx=1,
   source='seed ' + cite(706, kw='Ukraine') + ': ' + TSZ + 'reconstructed: yellow (R2), south edge; geography: Ekaterinoslav')
sp('zone-moldavia', 'Moldavia', '몰다비아', 'zone', 'R2', 47.02, 28.83, label='Moldavia', approx=1,
   source='seed ' + cite(706, kw='Moldavia') + ': a Tsarist zone that is NOT a home edge zone; reconstructed: yellow (R2), the Danube '
   'army\'s zone; geography: Bessarabia (Kishinev)')
sp('zone-11', 'Unknown zone', '미상 구역', 'zone', '-', None, None, approx=1,
   source='seed ' + cite(173, 2792, kw='11') + ': there are 11 zones but the seed names only 10; reconstructed: placeholder with no '
   'lines (unreachable, not drawn): nothing in the seed places it, and inventing a zone would add a space no rule needs')
sp('baltic', 'Baltic Sea', '발트해', 'sea', '-', 57.50, 19.50, label='Baltic Sea',
   source='seed ' + cite(125, kw='Baltic') + ': a special space; R1 convoys port to port ' + cite(1744, 1750, kw=['러시아 1군', '항구']) +
   '; 10 Baltic ports ' + cite(2248, kw='10') + '; name_ko seed L125; geography: Baltic Sea')

# ---------------------------------------------------------------------------------------------------------
# Lines of march.  ln(a, b, type, source)
# ---------------------------------------------------------------------------------------------------------

def ln(a, b, typ, source=None, basis=''):
    """One line. source=None: reconstructed from `basis`."""
    if source is None:
        source = 'reconstructed: ' + basis
        approx = 1
    else:
        approx = 0 if source.startswith('seed') and 'type reconstructed' not in source else 1
    LINES.append(dict(a=a, b=b, type=typ, source=source, approx=approx))


# Imperial zones and the west
ln('zone-prussia', 'konigsberg', 'clear', seed(2362, 2364, kw=['프로이센 구역', 'nigsberg']) +
   ': Napoleon moves from the Prussia zone to Konigsberg for 1 CP; the group later retreats to Konigsberg, its origin; type reconstructed: '
   'clear, like the other Imperial zone lines')
ln('zone-prussia', 'masuria', 'clear', basis='the zone beside East Prussia')
ln('zone-prussia', 'zone-poland', 'clear', basis='neighbouring Imperial zones are joined by Clear lines (L173, L2878); '
   'that Prussia and Poland are neighbours is assumed')
ln('zone-poland', 'zone-galicia', 'clear', seed(173, kw='Galicia') + ': Galicia touches Poland by a Clear line')
ln('zone-galicia', 'zone-austria', 'clear', seed(173, 2368, kw='Galicia') + ': Galicia touches Austria by a Clear line; two cavalry '
   'pieces cross it for 2 CP')
ln('zone-poland', 'warsaw', 'clear', basis='the zone west of Warsaw')
ln('zone-poland', 'ostrolenka', 'clear', basis='the zone west of Ostrolenka (Plock, Thorn)')
ln('zone-galicia', 'warsaw', 'clear', seed(2368, kw='Warsaw') + ': Eugene moves from Warsaw to the Galicia zone for 1 CP; '
   'type reconstructed: clear')
ln('zone-galicia', 'lemberg', 'clear', basis='Lemberg is the capital of Austrian Galicia')
ln('zone-galicia', 'krakow', 'clear', basis='the zone south of the Vistula')
ln('zone-galicia', 'sandomierz', 'clear', basis='the zone across the Vistula')
ln('zone-galicia', 'lublin', 'clear', basis='the zone south of Lublin')
ln('zone-galicia', 'zamosc', 'clear', basis='the zone south of Zamość')
ln('zone-austria', 'krakow', 'clear', basis='Cracow faces Austrian Silesia and Moravia')
ln('konigsberg', 'masuria', 'clear', basis='East Prussian roads')
ln('konigsberg', 'tilsit', 'river', seed(2362, 2364, kw='Tilsit') + ': the To-the-Bridges marker goes on the River line between '
   'Konigsberg and Tilsit (Niemen)')
ln('konigsberg', 'kovno', 'river', seed(2484, 2547, 2630, kw='Kovno') + ': FN\'s permanent bridge on the River line Konigsberg-Kovno')
ln('masuria', 'ostrolenka', 'clear', basis='road Lyck-Ostrołęka')
ln('masuria', 'grodno', 'river', seed(161, kw='Masuria') + ': the example of a River line')
ln('ostrolenka', 'warsaw', 'clear', basis='post road Warsaw-Pułtusk-Ostrołęka')
ln('warsaw', 'grodno', 'river', seed(2485, 2549, 2632, kw='Grodno') + ': FS\'s permanent bridge on the River line Warsaw-Grodno')
ln('warsaw', 'lukow', 'clear', basis='post road Warsaw-Siedlce-Brest')
ln('warsaw', 'sandomierz', 'clear', basis='road Warsaw-Radom-Sandomierz')
ln('lukow', 'lublin', 'clear', basis='road')
ln('lukow', 'brest', 'river', basis='the Bug frontier crossing of the Warsaw-Brest road (a bridge candidate)')
ln('lublin', 'sandomierz', 'river', basis='the Vistula')
ln('lublin', 'zamosc', 'clear', basis='road')
ln('sandomierz', 'krakow', 'clear', basis='Vistula valley road')
ln('zamosc', 'lemberg', 'clear', basis='road Zamość-Lemberg')
ln('zamosc', 'kovel', 'river', basis='the Bug frontier crossing (Hrubieszów - Vladimir-Volynsky)')
ln('lemberg', 'stanislovov', 'river', seed(2370, kw='Stanislovov') + ': FS places the bridge marker between Lemberg and Stanislovov '
   '(bridges go only on River lines, ' + cite(2462, kw='River') + ')')
ln('lemberg', 'lutsk', 'rough', basis='the Brody road: a land frontier, no river')

# Courland, Lithuania, Livonia, Estonia, Ingria
ln('tilsit', 'kovno', 'rough', basis='along the Niemen right bank')
ln('tilsit', 'schlavii', 'clear', basis='Tilsit-Shavli-Mitau road (Macdonald, 1812)')
ln('tilsit', 'polangen', 'rough', basis='coastal road')
ln('polangen', 'libau', 'clear', basis='coast road')
ln('polangen', 'schlavii', 'rough', basis='Samogitian road')
ln('libau', 'windau', 'clear', basis='coast road')
ln('libau', 'mitau', 'rough', basis='Courland road')
ln('windau', 'mitau', 'rough', basis='Courland road')
ln('schlavii', 'mitau', 'clear', basis='Tilsit-Shavli-Mitau road')
ln('schlavii', 'kovno', 'clear', basis='road')
ln('schlavii', 'vilkomir', 'rough', basis='road')
ln('mitau', 'riga', 'river', basis='the Düna at Riga (Macdonald besieged Riga from the left bank)')
ln('mitau', 'dunaburg', 'rough', basis='left-bank road via Bauske and Jakobstadt')
ln('kovno', 'vilna', 'clear', basis='Kovno-Vilna post road (Napoleon\'s route)')
ln('kovno', 'vilkomir', 'clear', basis='Kovno-Vilkomir-Dünaburg road')
ln('kovno', 'grodno', 'rough', basis='Niemen valley via Olita')
ln('vilkomir', 'vilna', 'clear', basis='road')
ln('vilkomir', 'dunaburg', 'clear', basis='Kovno-Dünaburg road')
ln('riga', 'dunaburg', 'clear', basis='Düna right-bank road')
ln('riga', 'pernau', 'clear', basis='Riga-Pernau-Reval post road')
ln('riga', 'dorpat', 'clear', basis='Riga-Dorpat-St. Petersburg post road')
ln('riga', 'pskov', 'clear', basis='Riga-Pskov post road')
ln('pernau', 'reval', 'clear', basis='post road')
ln('pernau', 'dorpat', 'rough', basis='road')
ln('reval', 'narva', 'clear', basis='Reval-Narva-St. Petersburg post road')
ln('reval', 'dorpat', 'rough', basis='road')
ln('dorpat', 'narva', 'clear', basis='Dorpat-Narva post road')
ln('dorpat', 'pskov', 'rough', basis='south of Lake Peipus')
ln('narva', 'st-petersburg', 'clear', basis='post road')
ln('narva', 'luga', 'rough', basis='road')
ln('st-petersburg', 'zone-finland', 'clear', basis='the Vyborg road')
ln('st-petersburg', 'luga', 'clear', basis='St. Petersburg-Luga-Pskov post road')
ln('st-petersburg', 'chudovo', 'clear', basis='St. Petersburg-Moscow post road')
ln('luga', 'pskov', 'clear', basis='post road')
ln('luga', 'novgorod', 'rough', basis='road')
ln('pskov', 'dunaburg', 'clear', basis='Pskov-Ostrov-Rezhitsa-Dünaburg road')
ln('pskov', 'sebezh', 'clear', basis='Pskov-Opochka-Sebezh road (Wittgenstein\'s line to St. Petersburg)')
ln('chudovo', 'novgorod', 'clear', basis='St. Petersburg-Moscow post road')
ln('chudovo', 'staraya-russa', 'river', seed(1860, kw='Chudovo') + ': Chudovo is joined to Staraya Russa by a River line, so an '
   'Imperial army there cannot intercept (card #3 can change that)')
ln('novgorod', 'staraya-russa', 'clear', seed(1860, kw='Novgorod') + ': an Imperial army in Novgorod could intercept into Staraya '
   'Russa, so the line is neither River nor Marsh; type reconstructed: clear')
ln('novgorod', 'zone-rus', 'rough', basis='road to Borovichi and Tikhvin')
ln('staraya-russa', 'cholm', 'clear', seed(1860, kw='Cholm') + ': interceptable, so neither River nor Marsh; type reconstructed: clear')
ln('staraya-russa', 'tver', 'clear', seed(1860, kw='Tver') + ': interceptable, so neither River nor Marsh; type reconstructed: clear '
   '(it stands in for the post road via Valdai and Torzhok, 300 km)')
ln('cholm', 'velikiye-luki', 'clear', basis='road')
ln('cholm', 'byeloi', 'rough', basis='via Toropets')
ln('velikiye-luki', 'sebezh', 'clear', basis='road via Nevel')
ln('velikiye-luki', 'velizh', 'rough', basis='road')
ln('tver', 'moscow', 'clear', basis='St. Petersburg-Moscow post road')
ln('tver', 'substov', 'clear', basis='upper Volga road Tver-Staritsa-Zubtsov')
ln('tver', 'yaroslav', 'rough', basis='Volga valley via Kashin and Uglich')
ln('tver', 'zone-rus', 'rough', basis='road to Bezhetsk')
ln('byeloi', 'substov', 'rough', basis='forest road')
ln('byeloi', 'vyazma', 'rough', basis='forest road')
ln('byeloi', 'dorogobuzh', 'rough', basis='forest road')
ln('byeloi', 'velizh', 'rough', basis='forest road')

# Lithuania and White Russia
ln('vilna', 'grodno', 'clear', basis='road via Olita and Merech')
ln('vilna', 'lida', 'clear', basis='road')
ln('vilna', 'volozhin', 'clear', basis='Vilna-Oshmyany-Smorgon-Molodechno road (the 1812 retreat route)')
ln('vilna', 'glubokoye', 'rough', basis='via Sventsiany')
ln('grodno', 'lida', 'clear', basis='road')
ln('grodno', 'slonim', 'clear', basis='via Volkovysk')
ln('grodno', 'brest', 'clear', basis='via Bialystok and Pruzhany')
ln('lida', 'minsk', 'clear', seed(169, kw='Lida') + ': Minsk and Lida are adjacent (the example of adjacency); type reconstructed: clear')
ln('lida', 'volozhin', 'rough', basis='road')
ln('lida', 'slonim', 'clear', basis='road')
ln('volozhin', 'glubokoye', 'rough', basis='road via Vileyka')
ln('volozhin', 'borisov', 'rough', basis='Molodechno-Zembin road')
ln('glubokoye', 'drissa', 'rough', basis='road')
ln('glubokoye', 'polotsk', 'clear', basis='road')
ln('glubokoye', 'lepel', 'clear', basis='road')
ln('drissa', 'dunaburg', 'clear', basis='Düna road')
ln('drissa', 'polotsk', 'clear', basis='Düna road')
ln('drissa', 'sebezh', 'rough', basis='road')
ln('dunaburg', 'sebezh', 'rough', basis='road')
ln('sebezh', 'polotsk', 'clear', basis='Polotsk-Sebezh road')
ln('polotsk', 'vitebsk', 'clear', basis='Düna road')
ln('polotsk', 'lepel', 'rough', basis='road')
ln('lepel', 'borisov', 'rough', basis='road (Victor and Oudinot, November 1812)')
ln('lepel', 'vitebsk', 'rough', basis='via Beshenkovichi')
ln('vitebsk', 'orsha', 'clear', basis='road')
ln('vitebsk', 'smolensk', 'rough', basis='via Rudnya')
ln('vitebsk', 'velizh', 'rough', basis='Düna valley')
ln('velizh', 'smolensk', 'rough', basis='via Porechye')
ln('minsk', 'borisov', 'river', basis='the Berezina (the seed\'s own example of river-retreat attrition, L1394)')
ln('borisov', 'orsha', 'clear', basis='Minsk-Smolensk post road')
ln('minsk', 'slutsk', 'clear', basis='road')
ln('minsk', 'bobruisk', 'clear', basis='road')
ln('slutsk', 'bobruisk', 'rough', basis='road')
ln('slutsk', 'slonim', 'clear', basis='via Nesvizh (Bagration\'s march)')
ln('bobruisk', 'mogilev', 'clear', basis='road')
ln('bobruisk', 'gomel', 'rough', basis='via Rogachev')
ln('bobruisk', 'mozyr', 'rough', basis='Berezina-Pripyat')
ln('mogilev', 'orsha', 'clear', basis='Dnieper road')
ln('mogilev', 'gomel', 'clear', basis='road via Bykhov')
ln('mogilev', 'mstislavl', 'rough', basis='road via Chausy')
ln('orsha', 'smolensk', 'clear', basis='Minsk-Smolensk post road')
ln('orsha', 'mstislavl', 'river', seed(2328, kw='Orsha') + ': Mstislavl and Orsha are adjacent (the retreat route #20 blocks); '
   'type reconstructed: river (the Dnieper; the Imperials evade towards Gomel rather than Orsha, and "Bridges Destroyed" blocks the retreat)')
ln('mstislavl', 'smolensk', 'rough', seed(1081, 2318, kw='Smolensk') + ': Smolensk is adjacent to Mstislavl; type reconstructed: rough')
ln('mstislavl', 'elnya', 'rough', seed(1081, kw='Elnya') + ': the intercepting defender gets the Rough +1 (Elnya-Mstislavl is Rough)')
ln('mstislavl', 'gomel', 'rough', seed(2318, 2326, kw='Gomel') + ': evasion target and two-space interception path; type reconstructed: rough')
ln('mstislavl', 'roslavl', 'rough', basis='road; Mstislavl has further neighbours (L2326)')
ln('gomel', 'chernigov', 'clear', basis='road')
ln('gomel', 'mozyr', 'rough', basis='road via Rechitsa')
ln('gomel', 'roslavl', 'rough', basis='road')

# The Pripyat marsh (the 8 lines from Pinsk), Volhynia and Podolia
ln('pinsk', 'bobruisk', 'marsh', seed(157, kw='Pinsk') + ': the example of a Marsh line')
for x in ('brest', 'slonim', 'slutsk', 'mozyr', 'ovruch', 'lutsk', 'kovel'):
    ln('pinsk', x, 'marsh', basis='one of the 8 Marsh lines from Pinsk (Pinsk + 8 linked = the 9 Pripyat duchies, L2257)' +
       ('; Brest is one of the 9 (L2384)' if x == 'brest' else ''))
ln('brest', 'kovel', 'rough', basis='road via Ratno')
ln('brest', 'slonim', 'rough', basis='road via Pruzhany')
ln('kovel', 'lutsk', 'clear', basis='road')
ln('lutsk', 'zhitomir', 'clear', basis='road via Rovno')
ln('lutsk', 'kamenets', 'rough', basis='via Dubno and Kremenets')
ln('mozyr', 'ovruch', 'rough', basis='road')
ln('ovruch', 'zhitomir', 'rough', basis='road')
ln('ovruch', 'kiev', 'rough', basis='road')
ln('zhitomir', 'kiev', 'clear', basis='post road')
ln('zhitomir', 'kamenets', 'clear', basis='road via Proskurov')
ln('zhitomir', 'zone-ukraine', 'rough', basis='road to Uman')
ln('kamenets', 'stanislovov', 'river', basis='the Dniester')
ln('kamenets', 'zone-moldavia', 'river', basis='the Dniester at Khotin')
ln('stanislovov', 'zone-moldavia', 'rough', basis='via Czernowitz')

# Smolensk - Moscow
ln('smolensk', 'elnya', 'clear', basis='road')
ln('smolensk', 'dorogobuzh', 'clear', basis='Smolensk-Moscow post road')
ln('smolensk', 'roslavl', 'clear', basis='road')
ln('elnya', 'dorogobuzh', 'rough', basis='road')
ln('elnya', 'roslavl', 'rough', basis='road')
ln('elnya', 'kaluga', 'rough', basis='Smolensk-Yukhnov-Kaluga road')
ln('roslavl', 'bryansk', 'clear', basis='road')
ln('dorogobuzh', 'vyazma', 'clear', basis='Smolensk-Moscow post road')
ln('vyazma', 'borodino', 'clear', basis='Smolensk-Moscow post road via Gzhatsk')
ln('vyazma', 'kaluga', 'rough', basis='via Yukhnov and Medyn')
ln('vyazma', 'substov', 'rough', basis='via Sychevka')
ln('borodino', 'moscow', 'clear', seed(153, kw='Borodino') + ': the example of a Clear line')
ln('borodino', 'substov', 'rough', seed(2348, 2350, kw=['Borodino', '비포장']) + ': Tormassov intercepts from Borodino into Substov and '
   '"Kutuzov and Tormassov moved by Rough" (no terrain for active event interceptors)')
ln('borodino', 'kaluga', 'rough', seed(2342, 2348, kw=['Kaluga', 'Borodino']) + ': Kutuzov intercepts two spaces, Kaluga - Borodino - '
   'Substov (#72), so the line is not River; "moved by Rough" (L2350); type reconstructed: rough')
ln('substov', 'moscow', 'clear', seed(2342, 2346, kw=['Moscow', 'Napoleon']) + ': Napoleon intercepts from Moscow into Substov, so the '
   'line is not River (no interception across a River, 11.3); type reconstructed: clear')
ln('substov', 'yaroslav', 'river', seed(2344, 2350, kw=['Substov', '강']) + ': the artillery moves Yaroslav-Substov and the inactive '
   'interceptor gets the +3 for an attack across a River')
ln('moscow', 'ryazan', 'river', seed(1267, kw='Ryazan') + ': the Tsarists attack Moscow from Ryazan "through a River" (+3)')
ln('moscow', 'kaluga', 'clear', basis='Old Kaluga road')
ln('moscow', 'tula', 'clear', basis='post road via Serpukhov')
ln('moscow', 'vladimir', 'clear', basis='Vladimir post road')
ln('moscow', 'yaroslav', 'clear', basis='Troitsa-Rostov-Yaroslavl post road')
ln('kaluga', 'tula', 'clear', basis='road')
ln('kaluga', 'bryansk', 'rough', basis='via Zhizdra')
ln('tula', 'ryazan', 'rough', basis='road')
ln('tula', 'orel', 'clear', basis='Moscow-Kharkov post road')
ln('tula', 'voronezh', 'rough', basis='via Efremov and Elets')
ln('ryazan', 'vladimir', 'rough', basis='road')
ln('ryazan', 'voronezh', 'rough', basis='road')
ln('ryazan', 'zone-saratov', 'clear', basis='Ryazan-Tambov-Saratov road')
ln('ryazan', 'zone-volga', 'rough', basis='Oka valley')
ln('vladimir', 'yaroslav', 'rough', basis='road')
ln('vladimir', 'zone-volga', 'clear', basis='Vladimir-Nizhny Novgorod road')
ln('yaroslav', 'zone-rus', 'clear', basis='Yaroslavl-Vologda road')
ln('yaroslav', 'zone-volga', 'rough', basis='the Volga via Kostroma')

# The south
ln('kiev', 'konotop', 'rough', seed(165, kw='Konotop') + ': the example of a Rough line (it crosses the Dnieper)')
ln('kiev', 'chernigov', 'clear', basis='Kiev-Chernigov post road')
ln('kiev', 'poltava', 'clear', basis='post road')
ln('kiev', 'zone-ukraine', 'clear', basis='road south')
ln('chernigov', 'konotop', 'clear', basis='road')
ln('konotop', 'poltava', 'rough', basis='via Romny')
ln('konotop', 'kursk', 'rough', basis='road')
ln('konotop', 'bryansk', 'rough', basis='via Sevsk')
ln('poltava', 'kharkov', 'clear', basis='post road')
ln('poltava', 'zone-ukraine', 'clear', basis='road south')
ln('kharkov', 'kursk', 'clear', basis='Moscow-Kharkov post road')
ln('kharkov', 'voronezh', 'rough', basis='road')
ln('kharkov', 'zone-ukraine', 'clear', basis='road south')
ln('kursk', 'orel', 'clear', basis='Moscow-Kharkov post road')
ln('kursk', 'voronezh', 'rough', basis='road')
ln('orel', 'bryansk', 'clear', basis='road')
ln('orel', 'voronezh', 'rough', basis='via Elets')
ln('voronezh', 'zone-saratov', 'clear', basis='road')

# The Baltic: each port is joined to the sea for R1's convoys (15.2) and amphibious assaults (15.3); these are
# not lines of march (type sea).
for s in SPACES:
    if s['port']:
        if s['id'] in ('narva',):
            src = seed(145, kw='Narva') + ': Narva is a port'
        elif s['id'] == 'riga':
            src = seed(1506, 2383, kw=['Riga', '9']) + ': Riga is a port (Naval Support at its siege; R1 holds 9 of 10 ports)'
        elif s['id'] == 'konigsberg':
            src = seed(2383, kw='nigsberg') + ': Konigsberg is the one Imperial-held Baltic port in the VP example'
        elif s['id'] == 'st-petersburg':
            src = 'reconstructed: St. Petersburg is on the Baltic (R1\'s sea deployment needs a home-Key port, 17.34)'
        else:
            src = 'reconstructed: one of the 6 Baltic ports the seed does not name (10 ports, L2858)'
        LINES.append(dict(a=s['id'], b='baltic', type='sea', source=src,
                          approx=0 if src.startswith('seed') else 1))

# Pairs the seed says are NOT adjacent (checked, never drawn).
NOT_ADJ = [('minsk', 'volozhin'), ('zone-poland', 'zone-austria')]
