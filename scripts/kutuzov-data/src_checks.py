"""seed_checks.tsv: every fact the seed states about the components, as machine-checkable rows.

Part A rebuilds the research spike's 105 map checks (59 named spaces, 28 adjacency facts, 18 set-level facts);
part B adds the seed's further map, leader, card, scenario, set-up hint, track and table facts. Kinds: check.py
(run_check) and docs/games/kutuzov-data.md.
"""
from common import seed, cite
import src_map
import src_scenarios as SC

CHECKS = []


def ck(kind, args, expected, source):
    CHECKS.append(dict(check=kind, args=args, expected=expected, source=source))


# ============================ A. the research spike's 105 map checks =====================================
# A1. the 59 spaces the seed names
KW = {'konigsberg': 'nigsberg', 'st-petersburg': 'Petersburg', 'yaroslav': 'Yarolav', 'ryazan': 'Ruazan', 'kiev': 'Kiew',
      'zone-saratov': 'Saratob', 'baltic': 'Baltic'}
FIRST = {'yaroslav': 2342, 'ryazan': 1267, 'kiev': 135, 'zone-prussia': 173, 'zone-austria': 173, 'zone-poland': 173,
         'zone-galicia': 173, 'zone-rus': 706, 'zone-volga': 706, 'zone-saratov': 706, 'zone-ukraine': 706,
         'zone-moldavia': 706, 'zone-finland': 2792, 'lida': 169, 'tula': 2543, 'riga': 135, 'masuria': 161}
from common import lines_matching  # noqa: E402
for s in src_map.SPACES:
    if not s['label']:
        continue
    kw = KW.get(s['id'], s['label'])
    ln = FIRST.get(s['id']) or lines_matching(kw, 1)[0]
    ck('space', s['id'], s['kind'], seed(ln, kw=[kw, s['label']], where='space ' + s['id']) + ': the seed names %s' % s['label'])

# A2. the 28 adjacency facts
ADJ = [
    ('moscow,borodino', 'clear', (153,), 'Borodino', '1.22: the example of a Clear line'),
    ('pinsk,bobruisk', 'marsh', (157,), 'Pinsk', '1.22: the example of a Marsh line'),
    ('masuria,grodno', 'river', (161,), 'Masuria', '1.22: the example of a River line'),
    ('kiev,konotop', 'rough', (165,), 'Konotop', '1.22: the example of a Rough line'),
    ('minsk,lida', 'any', (169,), 'Lida', '1.23: Minsk and Lida are adjacent'),
    ('zone-galicia,zone-poland', 'clear', (173,), 'Galicia', '1.24: Galicia touches Poland by a Clear line'),
    ('zone-galicia,zone-austria', 'clear', (173, 2368), 'Galicia', '1.24: Galicia touches Austria by a Clear line'),
    ('smolensk,mstislavl', 'any', (1081, 2318), 'Smolensk', 'interception from adjacent Smolensk; attack from Smolensk'),
    ('elnya,mstislavl', 'rough', (1081,), 'Elnya', 'the intercepting defender gets the Rough +1'),
    ('ryazan,moscow', 'river', (1267,), 'Ryazan', 'the attack from Ryazan crosses a River (+3)'),
    ('staraya-russa,cholm', 'not_river', (1860,), 'Cholm', 'an Imperial army in Cholm could intercept'),
    ('staraya-russa,novgorod', 'not_river', (1860,), 'Novgorod', 'an Imperial army in Novgorod could intercept'),
    ('staraya-russa,tver', 'not_river', (1860,), 'Tver', 'an Imperial army in Tver could intercept'),
    ('staraya-russa,chudovo', 'river', (1860,), 'Chudovo', 'Chudovo is joined by a River line'),
    ('mstislavl,gomel', 'any', (2318, 2326), 'Gomel', 'evasion to Gomel; interception via Gomel'),
    ('mstislavl,orsha', 'any', (2328,), 'Orsha', 'the retreat to Orsha that #20 blocks'),
    ('yaroslav,substov', 'river', (2342, 2344, 2350), 'Substov', 'the artillery moves Yaroslav-Substov; the defender gets the River +3'),
    ('moscow,substov', 'not_river', (2342, 2346), 'Napoleon', 'Napoleon intercepts from Moscow into Substov'),
    ('kaluga,borodino', 'not_river', (2342, 2348), 'Borodino', 'Kutuzov intercepts Kaluga - Borodino - Substov (#72)'),
    ('borodino,substov', 'rough', (2348, 2350), 'Borodino', 'Kutuzov and Tormassov "moved by Rough"'),
    ('konigsberg,tilsit', 'river', (2362, 2364), 'Tilsit', 'the bridge marker on the River line Konigsberg-Tilsit'),
    ('zone-prussia,konigsberg', 'any', (2362, 2364), 'nigsberg', 'Napoleon moves from the Prussia zone to Konigsberg for 1 CP'),
    ('warsaw,zone-galicia', 'any', (2368,), 'Warsaw', 'Eugene moves Warsaw - Galicia zone for 1 CP'),
    ('lemberg,stanislovov', 'river', (2370, 2462), 'Stanislovov', 'the bridge marker between Lemberg and Stanislovov (bridges only on River lines)'),
    ('konigsberg,kovno', 'river', (2484, 2547, 2630), 'Kovno', 'FN\'s permanent bridge on the River line Konigsberg-Kovno'),
    ('warsaw,grodno', 'river', (2485, 2549, 2632), 'Grodno', 'FS\'s permanent bridge on the River line Warsaw-Grodno'),
]
for args, typ, lines, kw, why in ADJ:
    kws = [kw, '#72', 'Substov', '차단', '강', 'River', '비포장', 'Bridge', '다리', 'Gomel', 'Mstislavl']
    ck('adjacent', args, typ, seed(*lines, kw=kws, where=args) + ': ' + why)
ck('not_adjacent', 'minsk,volozhin', '-', seed(169, kw='Volozhin') + ': 1.23: Minsk and Volozhin are NOT adjacent')
ck('not_adjacent', 'zone-poland,zone-austria', '-', seed(173, kw='Poland') + ': 1.24: Poland does not touch Austria')

# A3. the 18 set-level facts
ck('count_spaces', 'key=1;home=R|R1|R2', '13', seed(2092, kw='13') + ': 13 Key duchies in Russia')
ck('count_spaces', 'key=1;home=R2', '6', seed(143, 1934, 1936, kw=['노란', 'Minsk', 'Kharkov']) + ': six yellow (R2) Keys: Minsk, Brest, Kiev, Kharkov, Voronezh, Ryazan')
ck('count_spaces', 'key=1;home=R1', '6', seed(143, kw='여섯 곳') + ': six green (R1) Key build sites (the text says "blue": read green)')
ck('count_spaces', 'key=1;home=FN|FS|PRU|AUT', '5', seed(2391, kw='5 Key') + ': the Imperials hold all 5 of their border Key duchies')
ck('count_spaces', 'key=1;home=AUT', '2', seed(692, 2124, kw=['두 Key', '오스트리아']) + ': Austria has exactly 2 Key duchies')
ck('count_spaces', 'depot=1', '6', seed(2844, kw='6개') + ': 6 depots')
ck('members', 'capital=1', 'moscow,st-petersburg', seed(133, kw='Moscow') + ': Moscow and St. Petersburg are the capitals')
ck('count_spaces', 'port=1', '10', seed(2248, 2858, kw=['10개']) + ': 10 Baltic ports')
ck('count_spaces', 'port=1;home!=R|R1|R2', '1', seed(2383, kw='nigsberg') + ': Konigsberg is the only port not Russian (R1 holds the other 9)')
ck('fortress_is_key', '-', '1', seed(141, kw='요새도 Key') + ': every fortress is a Key')
ck('marsh_group', 'pinsk', '9', seed(2257, 2856, kw=['Pinsk', '9개']) + ': the 9 marsh duchies are Pinsk and the 8 linked to it; marsh duchies are those joined by Marsh lines')
ck('count_lines', 'type=marsh', '8', seed(2257, kw='8개') + ': the 8 duchies linked to Pinsk (each by a Marsh line)')
ck('count_spaces', 'kind=zone', '11', seed(173, 2792, kw=['11']) + ': 11 zones')
ck('neighbours_exactly', 'staraya-russa', 'cholm,novgorod,tver,chudovo', seed(1860, kw='Staraya Russa') +
   ': the scorched-earth example names every space an interceptor could come from')
ck('degree_at_least', 'mstislavl', '5', seed(2326, kw='나머지 인접') + ': Mstislavl has further neighbours beyond Smolensk, Elnya, Gomel, Orsha')
ck('zone_lines', 'FN|FS|PRU|AUT', 'clear', seed(173, 2878, kw=['대로']) + ': neighbouring Imperial zones are joined by Clear lines')
ck('count_lines', 'type=river;bridge=1', '>=2', seed(2462, kw='강길') + ': each Imperial Power can bridge a River line joining an Imperial '
   'and a Tsarist home duchy in scenario 1')
ck('connected', '-', '1', seed(706, 1909, kw=['연결']) + ': regroup and DMC sites trace paths to edge zones; reconstructed: every space '
   'that has lines is one connected map')

# ============================ B. further seed facts =========================================================
# B1. map attributes
ck('members', 'depot=1', 'warsaw,kiev,moscow,st-petersburg,riga,smolensk', seed(135, kw='Depot') + ': the six depots')
for sid, v, ln, kw in [('riga', '4', 137, 'Riga'), ('konigsberg', '4', 137, 'Riga'), ('brest', '2', 137, 'Brest'),
                       ('smolensk', '>=1', 135, 'Smolensk'), ('grodno', '>=1', 2376, 'Grodno')]:
    ck('space_attr', sid + ':fortress', v, seed(ln, kw=kw) + ': %s is a fortress%s' % (sid, '' if v.startswith('>') else ' of strength ' + v))
for sid, ln, kw in [('riga', 141, 'Riga'), ('brest', 141, 'Brest'), ('narva', 141, 'Narva'), ('minsk', 1934, 'Minsk'),
                    ('moscow', 1934, 'Moscow'), ('kiev', 1936, 'Kiev'), ('kharkov', 1936, 'Kharkov'), ('voronezh', 1936, 'Voronezh'),
                    ('ryazan', 1936, 'Ruazan'), ('grodno', 2506, 'Grodno'), ('konigsberg', 2397, 'nigsberg'), ('masuria', 2397, 'Masuria'),
                    ('warsaw', 2397, 'Warsaw'), ('krakow', 2399, 'Krakow'), ('lublin', 2399, 'Lublin'),
                    ('st-petersburg', 2238, 'Petersburg')]:
    ck('space_attr', sid + ':key', '1', seed(ln, kw=kw) + ': %s is a Key duchy' % sid + (' (4 VP when Imperial = Key + depot + 2)' if sid == 'st-petersburg' else ''))
for sid in ('minsk', 'brest', 'kiev', 'kharkov', 'voronezh', 'ryazan'):
    ck('space_attr', sid + ':home', 'R2', seed(1934, 1936, kw=['Minsk', 'Kharkov']) + ': one of R2\'s yellow Keys')
for sid in ('warsaw', 'lukow', 'ostrolenka'):
    ck('space_attr', sid + ':home', 'FS', seed(139, kw=sid.capitalize()) + ': French Southern Army home')
ck('space_attr', 'st-petersburg:home', 'R1', seed(415, 417, kw=['Petersburg', '러시아 1군']) + ': R1 controls it when unflagged')
ck('space_attr', 'smolensk:home', 'R1', seed(782, kw='Smolensk') + ': Smolensk goes back to R1')
ck('space_attr', 'moscow:home', 'R', seed(697, kw='Moscow') + ': both Russian Powers build in Moscow')
ck('space_attr', 'zone-austria:home', 'AUT', seed(692, kw='오스트리아 구역') + ': the Austria zone is Austrian')
ck('space_attr', 'warsaw:joint', 'fn,fs', seed(696, 2235, kw='Warsaw') + ': FN and FS own Warsaw jointly')
ck('space_attr', 'moscow:joint', 'r1,r2', seed(697, 2236, kw='Moscow') + ': R1 and R2 own Moscow jointly')
ck('space_attr', 'narva:port', '1', seed(145, kw='Narva') + ': Narva is a port')
ck('space_attr', 'konigsberg:port', '1', seed(2383, kw='nigsberg') + ': Konigsberg is a Baltic port')
ck('space_attr', 'riga:port', '1', seed(1506, 2383, kw=['Riga', '9']) + ': inferred: Naval Support at the Riga siege; R1 holds 9 of 10 ports')
for sid, ln, kw in [('pinsk', 2257, 'Pinsk'), ('bobruisk', 157, 'Bobruisk'), ('brest', 2384, 'Brest')]:
    ck('space_attr', sid + ':marsh', '1', seed(ln, kw=kw) + ': one of the 9 Pripyat marsh duchies')
ck('count_spaces', 'marsh=1', '9', seed(2856, kw='9개') + ': 9 marsh duchies')
ck('count_spaces', 'port=1;home=R|R1|R2', '9', seed(2383, kw='9') + ': R1 holds 9 ports while only Konigsberg is Imperial')
ck('count_spaces', 'marsh=1;home=R|R1|R2', '9', seed(2384, kw='8') + ': R2 holds 8 Pripyat duchies while only Brest is Imperial-held')
for z in ('prussia', 'poland', 'galicia', 'austria'):
    ck('space_attr', 'zone-%s:edge' % z, 'imperial', seed(706, kw='Prussia') + ': an Imperial home edge zone (west)')
for z in ('rus', 'volga', 'saratov', 'ukraine'):
    ck('space_attr', 'zone-%s:edge' % z, 'tsarist', seed(706, kw='Rus') + ': a Tsarist home edge zone (east or south)')
ck('space_attr', 'zone-moldavia:edge', '-', seed(706, kw='Moldavia') + ': Moldavia is not an edge zone')
for sid in ('moscow', 'st-petersburg', 'kiev'):
    ck('space_attr', sid + ':rfm_city', '1', seed(2178, kw='Kiev') + ': evacuated on T4 under Retreat from Moscow')
for sid, v, ln in [('moscow', '2', 2237), ('st-petersburg', '2', 2238), ('kiev', '1', 2239)]:
    ck('space_attr', sid + ':imp_vp_bonus', v, seed(ln, kw=['Moscow', 'Petersburg', 'Kiev']) + ': extra VP when Imperial-held')
for ab, ln, kw in [('konigsberg,tilsit', 2362, 'Bridge'), ('lemberg,stanislovov', 2370, 'Bridge'),
                   ('konigsberg,kovno', 2484, 'Kovno'), ('warsaw,grodno', 2485, 'Grodno')]:
    ck('line_attr', ab + ':bridge', '1', seed(ln, kw=kw) + ': a bridge goes on this River line between an Imperial and a Tsarist home duchy')
ck('space_attr', 'riga:special', 'imperial_siege_halved', seed(1502, kw='Riga') + ': Imperial besiegers of Riga roll half their dice')
ck('space_attr', 'konigsberg:special', 'prussian_revolt_r1_flag,no_tsarist_build', seed(2696, kw='nigsberg') +
   ': on the Prussian revolt an R1 flag goes on Konigsberg; the Tsarists may not build there')
ck('count_spaces', 'capital=1', '2', seed(2842, kw='수도') + ': two capitals')

# B2. leaders
for lid, r, ln, kw in [('napoleon', '5-8', 1506, 'Napoleon(5-8)'), ('davout', '4-6', 1350, 'Davout(4-6)'), ('yorck', '1-4', 2362, 'Yorck(1-4)'),
                       ('murat', '2-4', 1333, 'Murat(2-4)'), ('schwarzenberg', '2-4', 1333, 'Schwarzenberg(2-4)'),
                       ('kutuzov', '4-6', 724, 'Kutuzov (4-6)'), ('barclay', '1-4', 1396, 'Barclay(1-4'), ('bagration', '3-6', 2588, '3-6')]:
    ck('leader_attr', lid + ':rating', r, seed(ln, kw=kw) + ': %s is rated %s' % (lid, r))
ck('leader_attr', 'platov:battle', '2', seed(225, kw='Platov') + ': Platov\'s battle rating is 2')
ck('leader_attr', 'platov:command', '4', seed(227, kw='Platov') + ': Platov\'s command rating is 4')
ck('leader_attr', 'kutuzov:command', '6', seed(239, kw='Kutuzov') + ': Kutuzov\'s command rating is 6')
ck('leader_attr', 'kutuzov:battle', '4', seed(2828, kw='Kutuzov') + ': Kutuzov\'s battle rating is 4')
ck('leader_attr', 'kutuzov:build_cp', '3', seed(670, kw='Kutuzov') + ': Kutuzov costs 3 CP to build')
ck('leader_attr', 'napoleon:build_cp', '4', seed(676, kw='지휘능력') + ': a leader costs half his command rating (Napoleon 8 -> 4)')
ck('leader_attr', 'kutuzov:first_build_turn', '2', seed(730, kw='2턴') + ': Kutuzov may not be built with CP before T2')
ck('leader_attr', 'tchitchagov:first_build_turn', '3', seed(734, kw='3턴') + ': Tchitchagov may not be built with CP before T3')
for lid, p, ln, kw in [('napoleon', 'fn', 2366, '북부군'), ('davout', 'fn', 1333, 'Davout'), ('ney', 'fn', 2368, 'Ney'),
                       ('yorck', 'fn', 2362, 'Yorck'), ('murat', 'fs', 1333, 'Murat'), ('eugene', 'fs', 2368, 'Eugene'),
                       ('schwarzenberg', 'fs', 1333, 'Schwarzenberg'), ('bagration', 'r2', 782, 'Bagration')]:
    ck('leader_attr', lid + ':power', p, seed(ln, kw=kw) + ': %s belongs to %s' % (lid, p.upper()))
ck('leader_attr', 'yorck:nation', 'prussian', seed(2362, kw='프로이센') + ': Yorck leads the Prussians')
ck('leader_attr', 'schwarzenberg:nation', 'austrian', seed(1333, kw='오스트리아') + ': Schwarzenberg leads the Austrians')
ck('leader_attr', 'ney:nation', 'french', seed(935, kw='Ney') + ': Ney (French) cannot take Prussians into his army')
ck('leader_attr', 'kutuzov:power', 'r1', seed(1038, 730, kw=['Platov', '차르1군']) + ': Kutuzov and Platov are of different Powers; R1 '
   'chooses Kutuzov\'s entry bonus (inferred: R1)')
ck('leader_attr', 'barclay:power', 'r1', seed(1036, kw='Barclay') + ': Barclay can be Kutuzov\'s staff officer, so the same Power')
ck('leader_attr', 'platov:power', 'r2', seed(1038, kw='Platov') + ': Platov is not Kutuzov\'s Power')

# B3. cards
ck('count_cards', '-', '110', seed(50, kw='110') + ': 110 cards')
ck('count_cards', 'class=imperial_home', '12', seed(281, kw='제국군 12') + ': 12 Imperial Home cards')
ck('count_cards', 'class=tsarist_home', '12', seed(281, kw='차르군 12') + ': 12 Tsarist Home cards')
ck('count_cards', 'after_use=remove_winter', '12', seed(492, 2413, kw=['12장']) + ': 12 Must Play cards "remove from play - then 14.62"')
ck('count_cards', 'after_use=discard_reshuffle', '4', seed(490, 2834, kw=['#31']) + ': #31, #35, #38, #39 are discarded and reshuffled')
ck('count_cards', 'class=must_play;cp=-', '16', seed(275, kw='Must Play') + ': Must Play cards have no CP')
ck('card_attr', '84:cp', '5', seed(634, kw='5CP') + ': #84 gives 5 CP')
for n, v, col, ln in [(1, 'fn', 'locked', 287), (9, 'fs', 'locked', 289), (1, 'beside_fn', 'after_use', 484), (9, 'beside_fs', 'after_use', 484)]:
    ck('card_attr', '%d:%s' % (n, col), v, seed(ln, kw='#%d' % n) + ': #%d goes to %s' % (n, v))
for n, ln in [(3, 1860), (13, 2775), (20, 2328), (57, 600), (73, 604), (75, 616), (76, 616)]:
    ck('card_attr', '%d:response' % n, '1', seed(ln, kw='#%d' % n) + ': #%d is played as a response' % n)
for n, ln in [(24, 1227), (51, 1227), (66, 1224), (74, 600)]:
    ck('card_attr', '%d:battle' % n, '1', seed(ln, kw='#%d' % n) + ': #%d is a battle card' % n)
for n, ln in [(7, 1506), (51, 1506), (74, 1522)]:
    ck('card_attr', '%d:siege' % n, '1', seed(ln, kw='#%d' % n) + ': #%d is used in a siege' % n)
for n, ln in [(6, 650), (11, 648)]:
    ck('card_attr', '%d:plus' % n, '1', seed(ln, kw='#%d' % n) + ': #%d is a "+" card' % n)
for n in (22, 47, 52, 97):
    ck('card_attr', '%d:face_up' % n, '1', seed(494, kw='#%d' % n) + ': left face up until the end of the turn')
for n in (31, 35, 38, 39):
    ck('card_attr', '%d:after_use' % n, 'discard_reshuffle', seed(490, 2834, kw='#%d' % n) + ': discard and reshuffle, never removed')
for n in (25, 26, 27, 28, 29, 30, 32, 33, 34, 36, 37, 40):
    ck('card_attr', '%d:after_use' % n, 'remove_winter', seed(2413, kw='%d' % n) + ': "remove from play - then 14.62"')
for n in (48, 68, 86, 100):
    ck('card_attr', '%d:effect' % n, 'reshuffle_used', seed(488, kw='#%d' % n) + ': the event reshuffles the used cards into the deck')
for n, ln, kw in [(1, 2573, '#1'), (4, 2573, '#4'), (6, 2573, '#6'), (8, 2573, '#8'), (10, 2561, '#10'), (18, 891, '#18')]:
    ck('card_attr', '%d:class' % n, 'imperial_home' if n <= 12 else 'tsarist_home', seed(ln, kw=kw) + ': #%d is a Home card' % n)
for n, ln in [(29, 1736), (36, 1736)]:
    ck('card_attr', '%d:winter_t4' % n, 'always', seed(ln, kw='#%d' % n) + ': unplayed by T4 it becomes a winter-attrition card')
ck('card_attr', '34:winter_t4', 'rfm', seed(1738, kw='#34') + ': so does #34 under Retreat from Moscow')
for n, ln in [(30, 492), (33, 1727), (36, 492), (40, 492), (29, 2834)]:
    ck('card_attr', '%d:t1_return' % n, '1', seed(ln, kw='#%d' % n) + ': played on T1 it returns to the deck (the seed\'s lists differ: kutuzov.md)')
ck('card_attr', '10:reminder', '1', seed(2561, kw='Reminder') + ': #10 is kept with a Reminder counter')
import src_cards  # noqa: E402
for c in src_cards.CARDS:
    if c['name_en'] != '-':
        n = c['number']
        lines = [l for l in lines_matching(r'#\s?%d\)' % n) if l != 2758][:1] or lines_matching(r'#\s?%d(?!\d)' % n, 1)
        ck('card_attr', '%d:name_en' % n, c['name_en'], seed(*lines, kw='#%d' % n, where='name %d' % n) +
           ': the seed names card #%d' % n)

# B4. scenarios
SCN_LINES = {
    's1': dict(first_turn=(2407, '1턴'), impulse_marker=(2407, '북부군'), imp_morale=(2431, 'Elan'), imp_loss=(2432, '없음'),
               attrition=(2433, 'Normal'), attrition_loss=(2434, '없음'), res_fn=(2436, '4'), res_fs=(2437, '3'), res_r1=(2447, '3'),
               res_r2=(2448, '2'), tsar_morale=(2443, 'Vive'), tsar_loss=(2444, '없음'), key_track=(2439, '13'),
               will_to_fight=(2445, 'Grogards'), entrenched=(2409, 'Dunaburg'), last_turn=(2407, '4턴')),
    's2': dict(first_turn=(2476, '2턴'), impulse_marker=(2476, '차르 1군'), imp_morale=(2510, 'Elan'), imp_loss=(2511, '없음'),
               attrition=(2512, 'Problematic'), attrition_loss=(2513, '6'), res_fn=(2515, '4'), res_fs=(2516, '3'),
               res_imp_alloc=(2517, '2'), res_r1=(2503, '5'), res_r2=(2504, '4'), tsar_morale=(2499, 'Vive'), tsar_loss=(2500, '7'),
               key_track=(2506, '10'), will_to_fight=(2501, 'Grognards'), scorched=(2480, 'Dunaburg'), sacked=(2481, 'Grodno'),
               entrenched=(2482, 'Moscow'), bridges=(2483, 'Permancent'), last_turn=(2531, '3턴'), last_turn_max=(2531, '4턴'),
               transfers=(2519, '자원 하나')),
    's3': dict(first_turn=(2535, '3턴'), impulse_marker=(2535, '북부군'), imp_morale=(2592, 'Vive'), imp_loss=(2593, '없음'),
               attrition=(2594, 'Diffcult'), attrition_loss=(2595, '없음'), res_fn=(2597, '5'), res_fs=(2598, '2'), res_r1=(2583, '4'),
               res_r2=(2584, '3'), tsar_morale=(2579, 'Marchez'), tsar_loss=(2580, '없음'), key_track=(2586, '8'),
               will_to_fight=(2581, 'Grogards'), scorched=(2539, 'Borodino'), sacked=(2541, 'Grodno'), entrenched=(2543, 'Moscow'),
               bridges=(2545, 'Permancent'), last_turn=(2610, '4턴'), transfers=(2600, '자원 하나')),
    's4': dict(first_turn=(2616, '4턴'), impulse_marker=(2616, '남부군'), start_step=(2618, '증원'), imp_morale=(2673, 'Elan'),
               imp_loss=(2674, '3'), attrition=(2675, 'Normal'), attrition_loss=(2676, '없음'), res_fn=(2678, '5'), res_fs=(2679, '4'),
               res_r1=(2664, '5'), res_r2=(2665, '3'), tsar_morale=(2660, 'Elan'), tsar_loss=(2661, '7'), key_track=(2669, '8'),
               will_to_fight=(2662, 'Grognards'), scorched=(2622, 'Dunaburg'), sacked=(2624, 'Grodno'), entrenched=(2626, 'St'),
               bridges=(2628, 'Permancent'), last_turn=(2654, '4턴'), rfm=(2634, 'Retreat'), transfers=(2667, '자원 하나')),
}
for s in SC.SCENARIOS:
    for col, (ln, kw) in SCN_LINES[s['id']].items():
        extra = ''
        if col == 'rfm':
            extra = ' (in force at the start; read as adopted, kutuzov.md)'
        ck('scenario_attr', '%s:%s' % (s['id'], col), str(s[col]), seed(ln, kw=kw, where='%s %s' % (s['id'], col)) +
           ': scenario %s %s%s' % (s['id'][1], col, extra))
for h in SC.HANDS:
    if h['mode'] == 'standard' or h['scenario'] == 's3':
        src = h['source']
        ck('hand_attr', '%s:%s:%s:total' % (h['scenario'], h['mode'], h['holder']), str(h['total']), src + ': hand size')
        if h['fixed'] != '-':
            ck('hand_attr', '%s:%s:%s:fixed' % (h['scenario'], h['mode'], h['holder']), h['fixed'], src + ': cards dealt by number')
for col, v in (('fixed', '1,9'), ('home', '2'), ('regular', '6'), ('chit_home', '2'), ('chit_regular', '4')):
    ck('hand_attr', 's1:single_hand:imperial:' + col, v, seed(2755, 2758, 2760, kw=['제국', '#1', 'Chit']) + ': the Imperial single-hand deal')
for col, v in (('home', '2'), ('regular', '6'), ('chit_home', '2'), ('chit_regular', '4')):
    ck('hand_attr', 's1:single_hand:tsarist:' + col, v, seed(2756, 2760, kw=['차르', 'Chit']) + ': the Tsarist single-hand deal')
for r in SC.SCEN_CARDS:
    ck('scenario_card', '%s:%d' % (r['scenario'], r['card']), r['state'], r['source'].split(':')[0] + ': card #%d at the start of %s' % (r['card'], r['scenario']))

# B5. set-up hints and scenario facts that bind the set-ups
for args, v, ln, kw in [('s1:napoleon', 'zone-prussia', 2362, 'Napoleon'), ('s1:yorck', 'konigsberg', 2362, 'Yorck'),
                        ('s1:ney', 'zone-poland', 2366, 'Ney'), ('s1:eugene', 'warsaw', 2368, 'Eugene'),
                        ('s1:schwarzenberg', 'lemberg', 2370, 'Schwarzenberg'), ('s1:tormassov', 'stanislovov', 2370, 'Tormassov')]:
    ck('setup_leader_at', args, v, seed(ln, kw=kw) + ': the scenario 1 example starts %s there' % args.split(':')[1])
ck('setup_leader_sp', 's1:napoleon', '8', seed(2362, kw='8SP') + ': Napoleon leaves the Prussia zone with 8 SP')
ck('setup_leader_sp', 's1:yorck', '3', seed(2362, kw='3SP') + ': Yorck has 3 Prussian SP')
for args, ln, kw in [('s1:russian:tilsit:cavalry', 2362, 'Tilsit'), ('s1:french:zone-austria:cavalry', 2368, 'Austria구역'),
                     ('s1:austrian:zone-austria:cavalry', 2368, 'Austria구역'), ('s1:french:warsaw:cavalry', 2368, 'Warsaw'),
                     ('s1:french:zone-poland:artillery', 2366, 'Poland'), ('s1:french:zone-poland:cavalry', 2366, 'Poland'),
                     ('s1:french:zone-poland:infantry', 2366, 'Poland')]:
    ck('setup_pieces_at', args, '>=1', seed(ln, kw=kw) + ': the scenario 1 example has %s there' % args.split(':')[3])
ck('setup_leader_at', 's1:kutuzov', '-', seed(730, kw='2턴') + ': Kutuzov cannot be built before T2')
ck('setup_leader_at', 's2:kutuzov', '-', seed(2527, kw='Kutuzov') + ': scenario 2 has Kutuzov built during an impulse')
ck('setup_leader_at', 's1:tchitchagov', '-', seed(734, kw='3턴') + ': Tchitchagov cannot be built before T3')
ck('setup_leader_at', 's2:tchitchagov', '-', seed(734, kw='3턴') + ': Tchitchagov cannot be built before T3')
ck('setup_leader_at', 's3:bagration', '-', seed(2588, kw='Bagration') + ': Bagration was killed at Borodino (his counter can be built again)')
for scn, v, ln in [('s1', 13, 2439), ('s2', 10, 2506), ('s3', 8, 2586), ('s4', 8, 2669)]:
    ck('setup_tsarist_keys', scn, str(v), seed(ln, kw=str(v)) + ': the Key Control marker starts at %d' % v)
for scn, ln in [('s1', 2409), ('s2', 2482), ('s3', 2543), ('s4', 2626)]:
    ck('setup_entrenched_held', scn, '1', seed(ln, 1295, kw=['참호', '4SP']) + ': an entrenchment without 4 SP or an army is removed at once')

# B6. tracks and markers
ck('count_track', 'turn', '4', seed(438, kw='4턴'))
ck('count_track', 'impulse', '4', seed(179, kw='1-4'))
ck('count_track', 'morale', '6', seed(2686, 2696, kw=['Elan', 'Qui Peut']) + ': six morale levels')
ck('count_track', 'attrition', '6', seed(1622, kw='6단계') + ': six Imperial attrition levels')
for i, b in enumerate(['fn', 'r1', 'fs', 'r2'], 1):
    ck('track_attr', 'impulse:%d:box' % i, b, seed(180 + i, kw=['프랑스', '러시아']) + ': impulse order')
for i, b in enumerate(['elan_du_guerre', 'vive_l_empereur', 'marchez_vous', 'les_grognards', 'tu_felix_austria', 'sauve_qui_peut']):
    ck('track_attr', 'morale:%d:box' % i, b, seed(2686 + 2 * i, kw=['Elan', 'Vive', 'Marchez', 'Grobnards', 'Felix', 'Qui Peut']))
for i, b in enumerate(['normal', 'problematic', 'difficult', 'harsh', 'severe', 'crippling']):
    ck('track_attr', 'attrition:%d:box' % i, b, seed(1693 + i, kw=b.capitalize()[:5]))
ck('track_attr', 'key_control:3:value', '2', seed(2122, kw='+2') + ': 3 Tsarist Keys give +2 on the conquest roll')
for t in (3, 4):
    ck('track_attr', 'turn:%d:value' % t, '1', seed(1718, kw='3턴') + ': turns 3 and 4 are winter turns')
ck('marker_start', 'will_to_fight', 'les_grognards,tu_felix_austria,sauve_qui_peut', seed(2196, kw='Les Grognards'))

# B7. pieces
import src_components as C  # noqa: E402
for p in C.PIECES:
    if p['piece'] in ('infantry', 'cavalry', 'artillery') or p['piece'] in ('flag', 'scorched_earth', 'dmc', 'will_to_fight',
                                                                             'card', 'hq_card', 'die', 'stand', 'to_the_bridges'):
        ck('pieces_count', '%s:%s' % (p['owner'], p['piece']), str(p['count']), p['source'].split(';')[0])

# B8. constants, tables, modifiers, morale, attrition levels, reinforcements (the seed-stated ones)
for c in C.CONSTANTS:
    ck('constant', c['key'], str(c['value']), c['source'].split(':')[0] if c['source'].startswith('seed') else c['source'])
for table, roll, res in [('cossack', 3, 'no_effect:0'), ('cossack', 4, 'remove_imperial_flag:1'), ('interception', 8, 'fail:0'),
                         ('interception', 9, 'success:1'), ('evasion', 8, 'fail:0'), ('evasion', 9, 'success:1'),
                         ('loot', 6, 'natural_six_one:1'), ('loot', 7, 'resources:1'), ('loot', 11, 'resources:1'),
                         ('loot', 12, 'resources:2'), ('sack', 5, 'no_effect:0'), ('sack', 6, 'resources:2'), ('peace', 6, 'peace:1'),
                         ('peace', 5, 'no_peace:0'), ('conquest', 9, 'imperial_conquest_if_capital:1'), ('conquest', -3, 'imperial_defeat:1'),
                         ('conquest', 8, 'continue:0'), ('baltic_ports_vp', 4, 'vp:0'), ('baltic_ports_vp', 5, 'vp:1'),
                         ('baltic_ports_vp', 8, 'vp:2'), ('baltic_ports_vp', 9, 'vp:3'), ('pripyat_vp', 2, 'vp:0'), ('pripyat_vp', 3, 'vp:1'),
                         ('pripyat_vp', 6, 'vp:2'), ('pripyat_vp', 8, 'vp:3'), ('pripyat_vp', 9, 'vp:4')]:
    row = [t for t in C.TABLES if t['table'] == table and (t['min'] == '-' or t['min'] <= roll) and (t['max'] == '-' or roll <= t['max'])][0]
    ck('table_result', '%s:%d' % (table, roll), res, row['source'].split(':')[0].split(' (')[0])
for c in C.CONQUEST:
    ck('conquest_mod', c['modifier'], str(c['value']), c['source'].split(':')[0])
for a in C.ATTRITION:
    for col in ('morale_markers', 'max_morale', 'extra_die_per'):
        ck('attrition_attr', '%d:%s' % (a['index'], col), str(a[col]), seed(1693 + a['index'], kw=a['name_en'][:5]) + ': 14.48 table')
for m in C.MORALE:
    for col in ('own_dice', 'ally_dice', 'disrupt_regroup', 'tie_loses', 'austria', 'prussia', 'cossack_mod'):
        if m['camp'] == 'tsarist' and col in ('ally_dice', 'austria', 'prussia'):
            continue
        if (m['camp'], m['index'], col) == ('imperial', 5, 'austria'):
            continue   # neutral-for-good at Sauve Qui Peut is a decision (kutuzov.md), not a seed statement
        ck('morale_attr', '%s:%d:%s' % (m['camp'], m['index'], col), str(m[col]),
           seed(2686 + 2 * m['index'] + (1 if m['camp'] == 'tsarist' else 0),
                kw=['프랑스', '러시아', '소극적', '혼란', 'Regroup', '영향 없음']) + ': 9.3 morale table')
for r in C.REINF:
    if r['source'].startswith('seed'):
        ck('reinforcement', '%d:%s:%s' % (r['before_turn'], r['who'], r['item']), str(r['value']), r['source'].split(':')[0])

for m in C.MORALE_MARKERS:
    ck('morale_marker', m['cause'], '%s:%s' % (m['op'], m['value']), m['source'].split(':')[0])

# B9. the seed's worked examples that run on the data
ck('tsarist_reinforcement_cp', 'r2:lost=minsk,brest', '14', seed(1934, 1936, kw=['Minsk', '14CP']) +
   ': after T1 R2, without Minsk and Brest, gets 7 + Moscow 2 + Kiev 2 + Kharkov, Voronezh, Ryazan 1 each = 14 CP')
ck('vp_example', 'imperial=grodno:fn,brest:fs;resources=fs:1;rfm=adopted', 'tsarist=22,imperial=23,fn=11,fs=12',
   seed(2376, 2385, 2393, 2397, 2399, kw=['Grodno', '22', '23', '11', '12']) +
   ': the end-of-T4 VP example: Tsarists 11 Keys + 5 depots + 3 ports + 3 Pripyat = 22; Imperials 15 + 3 + 2 + 1 + 1 + 1 = 23; FN 11, FS 12')
