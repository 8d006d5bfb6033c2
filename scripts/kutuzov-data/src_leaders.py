"""Leaders: every leader counter, with its ratings and the values the rules use.

Ratings the seed prints are cited; the six it does not print (Ney, Eugene, Poniatowski, Wittgenstein, Tormassov,
Tchitchagov) are reconstructed from the seed's own scale (Napoleon 5-8; Davout, Kutuzov 4-6; Bagration 3-6;
Murat, Schwarzenberg, Platov 2-4; Barclay, Yorck 1-4) and the man's 1812 record. Poniatowski is not in the
seed: GMT's product description names him among the Army of the South's leaders.
"""
from common import cite, seed

BLURB = ('public: GMT\'s product description of the game (as stored at meeplemart.com/store/p/12942-Kutuzov-1812.aspx) lists the '
         'leaders by army: North - Napoleon, Ney, Davout and the Prussian Yorck; South - Murat, Eugene, Poniatowski and the Austrian '
         'Schwarzenberg')

LEADERS = []


def ld(id, en, label, ko, power, nation, battle, command, source, first=1, special=None, approx=0):
    LEADERS.append(dict(id=id, name_en=en, label=label, name_ko=ko, power=power, nation=nation, battle=battle,
                        command=command, build_cp=-(-command // 2), first_build_turn=first,
                        special=special, approximate=approx, source=source))


ld('napoleon', 'Napoleon', 'Napoleon', '나폴레옹', 'fn', 'french', 5, 8,
   seed(1506, 660, 1986, kw='Napoleon') + ': Napoleon (5-8); always eliminated last ' + cite(1329, 1593, kw='Napoleon') +
   '; Morale Loss doubled for his formation ' + cite(2714, kw='Napoleon') + '; -3 on the conquest roll when off the map ' +
   cite(2131, kw='Napoleon') + '; may not be removed voluntarily (17.36); card #1 survives his death by attrition (5.72); FN: '
   'his army leaves the Prussia zone in FN\'s impulse ' + cite(2362, 2366, kw=['Napoleon', '북부군']) + '; name_ko seed L29',
   special='dies_last,morale_loss_x2,off_map_conquest_minus3,no_voluntary_removal')
ld('davout', 'Davout', 'Davout', '다부', 'fn', 'french', 4, 6,
   seed(1333, 1350, kw='Davout') + ': Davout (4-6) leads the French Northern Army\'s army in the examples')
ld('ney', 'Ney', 'Ney', '네', 'fn', 'french', 3, 4,
   seed(935, 2366, 2368, kw='Ney') + ': Ney is French (he cannot take Prussians into his army) and FN\'s; ' + BLURB +
   '; reconstructed: 3-4 (the seed prints no rating): a corps commander of great battlefield courage, battle 3 between Davout (4) '
   'and Murat (2); command 4 like every leader who is not an army commander in the seed', approx=1)
ld('yorck', 'Yorck', 'Yorck', '요르크', 'fn', 'prussian', 1, 4,
   seed(2362, kw='Yorck') + ': Yorck (1-4) with the Prussians, under FN; removed on the Prussian revolt ' + cite(2696, kw='York') +
   '; Prussians are under FN ' + cite(108, kw='프로이센'),
   special='removed_on_prussian_revolt')
ld('murat', 'Murat', 'Murat', '뮈라', 'fs', 'french', 2, 4,
   seed(1333, kw='Murat') + ': Murat (2-4) leads the French Southern Army\'s army in the example')
ld('eugene', 'Eugène', 'Eugene', '외젠', 'fs', 'french', 2, 4,
   seed(2368, 2372, kw='Eugene') + ': Eugene is FS\'s (FS moves him from Warsaw to Galicia); ' + BLURB +
   '; reconstructed: 2-4 (the seed prints no rating): an able corps commander (Maloyaroslavets) with no independent army, like Murat',
   approx=1)
ld('poniatowski', 'Poniatowski', None, '포니아토프스키', 'fs', 'french', 2, 4,
   BLURB + '; reconstructed: 2-4 and nation french (the Poles of the Duchy of Warsaw, FS\'s home, count as French: the seed\'s '
   'Imperial nations are French, Austrian and Prussian, L237): the V (Polish) Corps commander, brave but no army commander',
   approx=1)
ld('schwarzenberg', 'Schwarzenberg', 'Schwarzenberg', '슈바르첸베르크', 'fs', 'austrian', 2, 4,
   seed(1333, kw='Schwarzenberg') + ': Schwarzenberg (2-4) with the Austrians under FS; 3-4 while #67 and #11 are in effect ' +
   cite(648, kw='Schwarzenberg') + '; Austria is under FS ' + cite(108, kw='오스트리아'))
ld('kutuzov', 'Kutuzov', 'Kutuzov', '쿠투조프', 'r1', 'russian', 4, 6,
   seed(724, 239, 2828, kw='Kutuzov') + ': Kutuzov (4-6); build cost 3 CP ' + cite(670, kw='Kutuzov') +
   '; not built with CP before T2, early only by #27; his first entry halves the Tsarist Morale Loss markers or gives 4 Gain '
   'markers, R1 choosing ' + cite(730, kw='Kutuzov') + '; R1\'s: Barclay (same Power) may be his staff officer (L1036) and Platov '
   '(other Power) may not ' + cite(1038, kw='Platov') + '; name_ko seed L29',
   first=2, special='entry_morale_bonus')
ld('barclay', 'Barclay de Tolly', 'Barclay', '바르클라이 드 톨리', 'r1', 'russian', 1, 4,
   seed(1396, kw='Barclay') + ': Barclay (1-4); same Power as Kutuzov (he can be Kutuzov\'s staff officer in one army) ' +
   cite(1036, kw='Barclay') + '; R1 (the 1st Western Army)')
ld('wittgenstein', 'Wittgenstein', 'Wittgenstein', '비트겐슈타인', 'r1', 'russian', 2, 4,
   seed(1433, kw='Wittgenstein') + ': Wittgenstein leads a Russian army in the example; reconstructed: R1 (his I Corps belonged to the '
   '1st Western Army) and 2-4 (the seed prints no rating): he won the summer\'s only Russian victories (Klyastitsy, Polotsk), '
   'battle 2 like Platov', approx=1)
ld('bagration', 'Bagration', 'Bagration', '바그라티온', 'r2', 'russian', 3, 6,
   seed(782, kw='Bagration') + ': Bagration is R2\'s; his 3-6 counter ' + cite(2588, kw='Bagration') +
   ' (killed at Borodino before scenario 3, but the counter may be built again as another aggressive general)',
   special='off_map_at_s3_start')
ld('platov', 'Platov', 'Platov', '플라토프', 'r2', 'russian', 2, 4,
   seed(225, 227, kw='Platov') + ': Platov (battle 2, command 4); not Kutuzov\'s Power ' + cite(1038, kw='Platov') +
   ', so R2 (his Cossacks were with Bagration\'s 2nd Army in June 1812)')
ld('tormassov', 'Tormasov', 'Tormassov', '토르마소프', 'r2', 'russian', 2, 4,
   seed(2342, 2370, kw='Tormassov') + ': Tormassov leads a Russian army in the examples (at Stanislovov facing Lemberg); '
   'reconstructed: R2 (the 3rd Army of the southern front) and 2-4 (the seed prints no rating): the victor of Kobrin, July 1812',
   approx=1)
ld('tchitchagov', 'Chichagov', 'Tchitchagov', '치차고프', 'r2', 'russian', 1, 4,
   seed(734, kw='Tchitchagov') + ': not built with CP before T3, earlier only by #27 Peace of Bucharest; reconstructed: R2 (the Danube '
   'army came up on the southern front) and 1-4 (the seed prints no rating): an admiral blamed for the Berezina escape, battle 1 like '
   'Barclay', first=3, approx=1)
