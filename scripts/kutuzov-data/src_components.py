"""Counter mix, tracks, markers and the rule tables (morale, attrition levels, conquest modifiers, dice tables,
reinforcements, constants). Almost all of it is stated by the seed; the few reconstructions say so."""
from common import cite, seed

# ---------------------------------------------------------------------------------------------------------
# pieces.tsv: owner, piece, sp, count, source.  count '-' = the seed gives no limit (the engine sets none).
# ---------------------------------------------------------------------------------------------------------
PIECES = []


def pc(owner, piece, sp, count, source):
    PIECES.append(dict(owner=owner, piece=piece, sp=sp, count=count, source=source))


MIX = {'r1': (19, 6, 3, 210), 'r2': (19, 6, 3, 211), 'aut': (7, 3, 1, 212), 'pru': (4, 2, 0, 213),
       'fn': (19, 6, 3, 214), 'fs': (19, 6, 3, 215)}
KW = {'r1': '러시아1군', 'r2': '러시아2군', 'aut': '오스트리아', 'pru': '프로이센', 'fn': '프랑스북부군', 'fs': '프랑스남부군'}
for owner in ('fn', 'fs', 'pru', 'aut', 'r1', 'r2'):
    i, c, a, line = MIX[owner]
    src = seed(line, kw=KW[owner]) + ' (counter mix table); SP per piece ' + cite(201, 202, 203, kw=['보병', '기병', '포병'])
    pc(owner, 'infantry', 1, i, src)
    pc(owner, 'cavalry', 2, c, src)
    pc(owner, 'artillery', 4, a, src + ('; Prussia has no artillery (-)' if owner == 'pru' else ''))
pc('fn', 'leader', '-', 4, 'seed L1506 L1333 L2366 L2362: Napoleon, Davout, Ney, Yorck (leaders.tsv)')
pc('fs', 'leader', '-', 4, 'seed L1333 L2368: Murat, Eugene, Schwarzenberg; public: Poniatowski (leaders.tsv)')
pc('r1', 'leader', '-', 3, 'seed L724 L1396 L1433: Kutuzov, Barclay, Wittgenstein (leaders.tsv)')
pc('r2', 'leader', '-', 4, 'seed L782 L225 L2370 L734: Bagration, Platov, Tormassov, Tchitchagov (leaders.tsv)')
pc('any', 'stand', '-', 20, seed(56, kw='20') + ': 20 plastic stands (for leaders and commanders on the map)')
pc('french', 'flag', '-', 60, seed(251, kw='60') + ': French flags 60 (one limit for the blue and red flags together: the seed gives no split)')
pc('russian', 'flag', '-', 16, seed(251, kw='16') + ': Russian flags 16 (green and yellow together)')
pc('allied', 'flag', '-', 11, seed(251, kw='11') + ': allied flags 11 (Austrian and Prussian together)')
pc('any', 'scorched_earth', '-', 30, seed(57, kw='30') + ': 30 round plastic chips')
for p in ('fn', 'fs', 'r1', 'r2'):
    pc(p, 'dmc', '-', 2, seed(1904, kw='DMC') + ': at most 2 Deployment Mobilization Centres per Power')
for p in ('fn', 'fs'):
    pc(p, 'to_the_bridges', '-', 1, seed(2462, kw='To the Bridge') + ': one To-the-Bridges (pontoon) marker per Imperial Power, scenario 1')
    pc(p, 'permanent_bridge', '-', 1, seed(2483, 2484, 2485, kw=['Permancent', '북부군', '남부군']) +
       ': one permanent bridge per Imperial Power, scenarios 2-4')
pc('tsarist', 'will_to_fight', '-', 3, seed(2196, kw='Will to Fight') + ': one on each of Les Grognards, Tu Felix Austria, Sauve Qui Peut')
pc('imperial', 'retreat_from_moscow', '-', 1, seed(2148, 2152, kw=['Retreat', 'Moscow']) + ': the "Retreat from Moscow Rule 19.7 Has been triggered" marker')
pc('imperial', 'morale_level', '-', 1, seed(815, kw='사기') + ': one Morale Level marker per camp')
pc('tsarist', 'morale_level', '-', 1, seed(815, kw='사기') + ': one Morale Level marker per camp')
pc('any', 'morale_change', '-', '-', seed(793, kw='Morale Change') + ': optional reminders of a rise or drop this impulse')
pc('imperial', 'morale_gain', '-', '-', seed(809, 891, kw=['Morale', 'Gain']) + ': markers in the Morale Loss Markers Holding Box; no limit stated')
pc('imperial', 'morale_loss', '-', '-', seed(809, kw='Morale') + ': no limit stated (13 or more appear in the examples, L2338)')
pc('tsarist', 'morale_gain', '-', '-', seed(809, 891, kw=['Morale', 'Gain']) + ': no limit stated')
pc('tsarist', 'morale_loss', '-', '-', seed(809, kw='Morale') + ': no limit stated')
pc('imperial', 'attrition_level', '-', 1, seed(1622, kw='제국 손실 단계') + ': the Imperial attrition level marker')
pc('imperial', 'attrition_gain', '-', '-', seed(217, 1681, kw=['Gain']) + ': no limit stated')
pc('imperial', 'attrition_loss', '-', '-', seed(217, 1630, kw=['Loss', '제국손실']) + ': no limit stated')
pc('tsarist', 'key_control', '-', 1, seed(2092, kw='Key Controlled') + ': the Tsarist "Key Controlled" marker (optional Imperial one too)')
pc('imperial', 'key_control', '-', 1, seed(2092, kw='Key Controlled') + ': optional')
pc('any', 'duchy_key_control', '-', '-', seed(265, kw='Key') + ': optional reminders on Key duchies')
pc('any', 'baltic_ports_vp', '-', '-', seed(267, kw='Baltic Ports') + ': optional VP reminders')
pc('any', 'pripyat_marsh_vp', '-', '-', seed(267, kw='Pripyet') + ': optional VP reminders')
pc('any', 'battle_or_failed_intercept', '-', '-', seed(217, 1482, kw=['Battle or Failed', 'Siege Resolvable']) +
   ': back side "Siege Resolvable"; no limit stated')
pc('any', 'pre_emption', '-', 1, seed(500, kw='우선권 마커') + ': optional')
pc('any', 'entrenchment', '-', '-', seed(217, 1289, kw=['참호', 'Entrenchment']) +
   ': count not stated (scenario 3 places 4); reconstructed: no limit')
pc('any', 'sacked', '-', '-', seed(1576, kw='Sacked') + ': count not stated; reconstructed: no limit (5 fortresses can carry one each)')
pc('any', 'supply_train', '-', '-', seed(712, kw='Supply Trains') + ': placed by cards #6 and #13; count not stated; reconstructed: no limit')
pc('any', 'event_reminder', '-', '-', seed(217, 656, kw=['이벤트 기억', 'Reminder']) + ': no limit stated')
pc('any', 'winter_card_reminder', '-', '-', seed(1727, kw='마커') + ': special 14.62 markers for the set-aside winter-attrition cards')
pc('any', 'staff_officer', '-', '-', seed(229, kw='부관') + ': square Staff Officer markers; count not stated (one per leader serves)')
pc('any', 'march', '-', '-', seed(970, kw='March Counter') + ': March counters (values 1-4)')
pc('any', 'enter_zone_complete', '-', '-', seed(990, kw='Enter Zone Movement Complete') + ': no limit stated')
pc('any', 'deployment_start', '-', '-', seed(1898, kw='배치시작마커') + ': marks the one space of a Power\'s interphase builds')
pc('any', 'troop_deployment_magazine', '-', '-', seed(1944, kw='Troop Deployment Magazine') + ': marks the origin of a strategic deployment')
pc('any', 'resource', '-', '-', seed(217, kw='자원 마커') + ': resource markers; no limit stated (at most 5 a Power at turn end, L538)')
pc('any', 'turn', '-', 1, seed(190, kw='게임 턴 마커') + ': the game turn marker')
pc('any', 'impulse', '-', 1, seed(476, kw='Impulse 마커') + ': the impulse marker')
pc('any', 'card', '-', 110, seed(50, kw='110') + ': 110 cards (cards.tsv)')
pc('any', 'hq_card', '-', 8, seed(52, kw='8장') + ': 8 Headquarters cards, 2 per Power (hq_cards.tsv)')
pc('any', 'player_aid', '-', 2, seed(53, kw='두 장') + ': two player-aid cards')
pc('any', 'die', '-', 8, seed(56, kw='8개') + ': 8 six-sided dice')

# ---------------------------------------------------------------------------------------------------------
# tracks.tsv: track, index, box, name_en, name_ko, value, source
# ---------------------------------------------------------------------------------------------------------
TRACKS = []


def tr(track, index, box, en, ko, value, source):
    TRACKS.append(dict(track=track, index=index, box=box, name_en=en, name_ko=ko, value=value, source=source))


tr('turn', 1, 't1', 'Turn 1: June-July 1812', '1턴: 1812년 6-7월', 0, seed(343, 2407, kw='1턴') + '; value 1 = winter turn (14.6)')
tr('turn', 2, 't2', 'Turn 2: August-September 1812', '2턴: 1812년 8-9월', 0, seed(345, 2476, kw='2턴'))
tr('turn', 3, 't3', 'Turn 3: October-December 1812', '3턴: 1812년 10-12월', 1,
   seed(345, 2535, kw='3턴') + '; winter ' + cite(1718, kw='3턴') + '; the Retreat-from-Moscow marker goes on this box ' + cite(2152, kw='3턴'))
tr('turn', 4, 't4', 'Turn 4: January-March 1813', '4턴: 1813년 1-3월', 1, seed(407, 2616, kw=['1813', '4턴']) + '; winter ' + cite(1718, kw='4턴'))
for i, (box, en, ko, ln) in enumerate([('fn', 'French Northern Army', '프랑스 북부군', 181), ('r1', 'Russian First Army', '러시아 1군', 182),
                                        ('fs', 'French Southern Army', '프랑스 남부군', 183), ('r2', 'Russian Second Army', '러시아 2군', 184)], 1):
    tr('impulse', i, box, en, ko, '-', seed(ln, kw=['프랑스', '러시아']) + ': impulse track order')
MORALE_BOXES = [('elan_du_guerre', 'Elan du Guerre', '엘랑 뒤 게르'), ('vive_l_empereur', "Vive l'Empereur", '비브 랑프뢰르'),
                ('marchez_vous', 'Marchez-Vous', '마르셰부'), ('les_grognards', 'Les Grognards', '레 그로냐르'),
                ('tu_felix_austria', 'Tu Felix Austria', '투 펠릭스 아우스트리아'), ('sauve_qui_peut', 'Sauve Qui Peut', '소브 키 푀')]
for i, (box, en, ko) in enumerate(MORALE_BOXES):
    tr('morale', i, box, en, ko, '-', seed(2686, 2688, 2690, 2692, 2694, 2696, kw=['Elan', 'Vive', 'Marchez', 'Grobnards', 'Felix', 'Qui Peut']) +
       ': the six levels, top to bottom (one track per camp); below Sauve Qui Peut the camp loses ' + cite(836, kw='Sauve Qui Peut'))
ATTR_BOXES = [('normal', 'Normal', '정상'), ('problematic', 'Problematic', '문제'), ('difficult', 'Difficult', '곤란'),
              ('harsh', 'Harsh', '가혹'), ('severe', 'Severe', '심각'), ('crippling', 'Crippling', '치명')]
for i, (box, en, ko) in enumerate(ATTR_BOXES):
    tr('attrition', i, box, en, ko, '-', seed(1693 + i, kw=en[:5]) + ': Imperial attrition level (attrition_levels.tsv)')
# Tsarist Key Control track: Tsarist-controlled Keys 0..18 (13 in Russia + 5 Imperial). value = the surrender modifier
# printed under the track for the conquest roll (19.5); only 3 -> +2 is in the seed.
for k in range(0, 19):
    if k == 3:
        v, src = 2, seed(2122, kw='+2') + ': 3 Tsarist Keys -> +2'
    else:
        v = 0 if k >= 7 else (1 if k >= 5 else (2 if k >= 3 else (3 if k >= 1 else 4)))
        src = ('reconstructed: the modifiers under the track are not in the seed (only 3 -> +2, L2122); ladder 7+ Keys 0, 5-6 +1, '
               '3-4 +2, 1-2 +3, 0 +4 (0 Keys ends the game at once from T3, 19.23)')
    tr('key_control', k, 'k%d' % k, '%d Tsarist Keys' % k, '차르군 Key %d곳' % k, v, src)

# ---------------------------------------------------------------------------------------------------------
# markers.tsv: marker, place, per, start, source  (where each marker lives and its start, when the same in all
# scenarios; 'scenario' = set by scenarios.tsv)
# ---------------------------------------------------------------------------------------------------------
MARKERS = []


def mk(marker, place, per, start, source):
    MARKERS.append(dict(marker=marker, place=place, per=per, start=start, source=source))


mk('turn', 'track:turn', 'game', 'scenario', seed(190, kw='턴') + '; start per scenario (scenarios.tsv first_turn)')
mk('impulse', 'track:impulse', 'game', 'scenario', seed(476, 500, kw='Impulse') + '; start per scenario (impulse_marker)')
mk('morale_level', 'track:morale', 'camp', 'scenario', seed(815, kw='사기') + '; start per scenario')
mk('morale_loss', 'box:morale_holding', 'camp', 'scenario', seed(809, kw='Holding Box') + '; Gain and Loss cancel one for one ' +
   cite(891, kw='1대1'))
mk('morale_gain', 'box:morale_holding', 'camp', 0, seed(891, kw='Gain') + '; no scenario starts with Gain markers (L2432 L2500 L2580 L2661)')
mk('attrition_level', 'track:attrition', 'imperial', 'scenario', seed(1620, kw='제국 손실 단계') + '; start per scenario')
mk('attrition_loss', 'box:attrition_holding', 'imperial', 'scenario', seed(1630, kw='제국손실Loss') + '; start per scenario')
mk('attrition_gain', 'box:attrition_holding', 'imperial', 0, seed(1681, kw='손실Gain') + '; no scenario starts with any')
mk('will_to_fight', 'track:morale', 'tsarist', 'les_grognards,tu_felix_austria,sauve_qui_peut',
   seed(2196, 2445, 2501, 2581, 2662, kw=['Grognards', 'Grogards']) + ': one on each of the three lowest Tsarist boxes in every scenario')
mk('retreat_from_moscow', 'track:turn:t3', 'imperial', 'scenario', seed(2152, 2634, kw=['3턴', 'Retreat From Moscow']) +
   ': placed on turn box 3 when triggered; scenario 4 starts with it')
mk('key_control', 'track:key_control', 'tsarist', 'scenario', seed(261, 2092, kw=['Key']) + '; start per scenario (13, 10, 8, 8)')
mk('scorched_earth', 'space', 'space', 'scenario', seed(1858, kw='초토화') + '; at most one per duchy; scenario lists')
mk('entrenchment', 'space', 'space', 'scenario', seed(1289, kw='Entrenchment') + '; never in a zone ' + cite(1293, kw='구역'))
mk('sacked', 'space', 'fortress', 'scenario', seed(1576, kw='Sacked') + '; fortresses only')
mk('flag', 'space', 'duchy', '-', seed(251, kw='깃발') + '; one per duchy ' + cite(738, kw='하나의 깃발') + '; never in a zone (L251)')
mk('dmc', 'space', 'duchy', '-', seed(1909, kw='DMC') + '; one per duchy, placed in the interphases before T2 and T3 ' + cite(1904, kw='DMC'))
mk('supply_train', 'space', 'duchy', '-', seed(712, kw='Supply Trains') + '; by cards #6 and #13, until removed')
mk('to_the_bridges', 'line', 'imperial_power', '-', seed(2462, 2464, kw=['To the Bridge', '마커']) +
   ': scenario 1, on a River line joining an Imperial and a Tsarist home duchy; removed when a Tsarist formation stands in either '
   'end duchy at the end of an impulse')
mk('permanent_bridge', 'line', 'imperial_power', 'scenario', seed(2483, kw='Permancent') + ': scenarios 2-4 (scenarios.tsv bridges)')
mk('battle_or_failed_intercept', 'formation', 'formation', '-', seed(476, 1130, kw=['Battle or Failed', 'Battle or failed']) +
   ': removed at the end of the impulse')
mk('staff_officer', 'space', 'leader', '-', seed(229, 1006, kw='부관'))
mk('march', 'formation', 'formation', '-', seed(970, kw='March Counter') + ': CP moves this impulse, 1-4')
mk('enter_zone_complete', 'formation', 'formation', '-', seed(990, kw='Enter Zone'))
mk('regroup_box', 'box:regroup', 'power', '-', seed(664, 1366, kw=['Regroup', '재편']) + ': pieces waiting to be regroup-deployed')
mk('resources', 'power', 'power', 'scenario', seed(365, 538, kw=['자원']) + ': per Power; at most 5 at the end of a turn')
mk('home_pile', 'cards', 'camp', '-', seed(626, kw='Reserve') + ': used Home cards face up; reshuffled at the start of a turn or by #58')
mk('discard', 'cards', 'game', '-', seed(484, 486, kw=['버린 카드']) + ': face up, only the top card visible, may not be counted')
mk('removed', 'cards', 'game', '-', seed(656, kw='제거') + ': removed cards, with reminders for lasting effects')
mk('winter_pile', 'cards', 'game', '-', seed(1727, 1729, 1730, kw=['따로', '절반', '모두']) +
   ': removed 14.62 cards; half shuffled in before T3, all before T4')
mk('face_up_until_end_of_turn', 'cards', 'power', '-', seed(494, kw='#22') + ': beside the Power\'s HQ card until the impulse phase ends')

# ---------------------------------------------------------------------------------------------------------
# morale.tsv: the morale table (Play Book 9.3) for each camp and level.
# ---------------------------------------------------------------------------------------------------------
MORALE = []
MT = seed(2686, 2688, 2690, 2692, 2694, 2696, kw=['Elan', 'Vive', 'Marchez', 'Grobnards', 'Felix', 'Qui Peut'])


def mo(camp, idx, own, ally, regroup, tie, austria, prussia, cossack, source):
    box = MORALE_BOXES[idx][0]
    MORALE.append(dict(camp=camp, index=idx, box=box, own_dice=own, ally_dice=ally, disrupt_regroup=regroup,
                       tie_loses=tie, austria=austria, prussia=prussia, cossack_mod=cossack, source=source))


mo('imperial', 0, 2, 1, '0', 0, 'ok', 'ok', 0, MT + '; battle dice ' + cite(1250, kw='Elan'))
mo('imperial', 1, 1, 0, '0', 0, 'ok', 'ok', 0, MT + '; ' + cite(1252, kw='Vive'))
mo('imperial', 2, 0, 0, '0', 0, 'hesitant', 'hesitant', 0, MT)
mo('imperial', 3, 0, 0, '1/3', 0, 'hesitant', 'hesitant', 0, MT + '; disruptions to the Regroup Box ' + cite(1362, kw='1 / 3'))
mo('imperial', 4, 0, 0, '1/2', 0, 'neutral', 'hesitant', 0, MT + '; ' + cite(1363, kw='1 / 2') + '; Austria neutral for good (L2694)')
mo('imperial', 5, 0, 0, '2/3', 1, 'neutral', 'revolt', 1, MT + '; ' + cite(1364, kw='2 / 3') + '; tie = loss ' + cite(1388, kw='Saive') +
   '; Cossack +1 ' + cite(522, kw='Sauve Qui Peut') + '; reconstructed: Austria stays neutral (it never returns once neutral, L2694)')
mo('tsarist', 0, 2, 0, '0', 0, '-', '-', 0, MT + '; ' + cite(1251, kw='러시아'))
mo('tsarist', 1, 1, 0, '0', 0, '-', '-', 0, MT + '; ' + cite(1253, kw='러시아'))
mo('tsarist', 2, 0, 0, '0', 0, '-', '-', 0, MT)
mo('tsarist', 3, 0, 0, '1/3', 0, '-', '-', 0, MT)
mo('tsarist', 4, 0, 0, '1/2', 0, '-', '-', 0, MT)
mo('tsarist', 5, 0, 0, '2/3', 1, '-', '-', 0, MT + '; tie = loss (12.61)')

# ---------------------------------------------------------------------------------------------------------
# attrition_levels.tsv: the Imperial attrition table (14.48).
# ---------------------------------------------------------------------------------------------------------
ATTRITION = []
AT = seed(1692, 1693, 1694, 1695, 1696, 1697, 1698, kw=['손실단계', 'Normal', 'Problematic', 'Difficult', 'Harsh', 'Severe', 'Crippling'])
for i, (markers, maxm, per) in enumerate([(1, 'elan_du_guerre', '-'), (2, 'elan_du_guerre', 4), (3, 'vive_l_empereur', 3),
                                          (3, 'vive_l_empereur', 2), (4, 'marchez_vous', 1), (6, 'les_grognards', 1)]):
    src = AT + ('; the text prints the same +1 per 1 die for Severe and Crippling (kept: see kutuzov.md)' if i == 5 else '')
    ATTRITION.append(dict(index=i, box=ATTR_BOXES[i][0], name_en=ATTR_BOXES[i][1], name_ko=ATTR_BOXES[i][2],
                          morale_markers=markers, max_morale=maxm, extra_die_per=per, source=src))

# ---------------------------------------------------------------------------------------------------------
# conquest.tsv: modifiers of the conquest / defeat roll (19.5). per: '-' once, or what it counts.
# ---------------------------------------------------------------------------------------------------------
CONQUEST = []
CQ = [('tsarist_depot_imperial', 1, 'depot', 2115, 'Depot'), ('moscow_imperial', 1, '-', 2116, 'Moscow'),
      ('st_petersburg_imperial', 1, '-', 2117, 'Petersburg'), ('imperial_morale:elan_du_guerre', 1, '-', 2118, 'Elan'),
      ('tsarist_morale:les_grognards', 1, '-', 2119, 'Grognards'), ('tsarist_morale:tu_felix_austria', 2, '-', 2120, 'Felix'),
      ('tsarist_morale:sauve_qui_peut', 3, '-', 2121, 'Sauve'), ('key_control_track', '-', 'track', 2122, 'Key'),
      ('event', '-', '-', 2123, '이벤트'), ('imperial_home_key_or_depot_lost', -1, 'space', 2124, 'Warsaw'),
      ('imperial_morale:les_grognards', -1, '-', 2125, 'Grognards'), ('imperial_morale:tu_felix_austria', -2, '-', 2126, 'Felix'),
      ('imperial_morale:sauve_qui_peut', -3, '-', 2127, 'Sauve'), ('attrition:harsh', -1, '-', 2128, 'Harsh'),
      ('attrition:severe', -2, '-', 2129, 'Severe'), ('attrition:crippling', -3, '-', 2130, 'Crippling'),
      ('napoleon_off_map', -3, '-', 2131, 'Napoleon')]
for key, v, per, ln, kw in CQ:
    extra = ''
    if key == 'key_control_track':
        extra = ': the modifier printed under the Key Control track (tracks.tsv key_control values)'
    elif key == 'imperial_home_key_or_depot_lost':
        extra = ': per Imperial home Key duchy and per Imperial depot the Imperials do not control (Warsaw lost = -2; Austria neutral = -2)'
    elif key == 'napoleon_off_map':
        extra = ': dead or in the Regroup Box'
    CONQUEST.append(dict(modifier=key, value=v, per=per, source=seed(ln, kw=kw) + extra))

# ---------------------------------------------------------------------------------------------------------
# tables.tsv: dice tables and VP bands. min/max: the modified result range ('-' = open); result: key; value.
# ---------------------------------------------------------------------------------------------------------
TABLES = []


def tb(table, lo, hi, result, value, source):
    TABLES.append(dict(table=table, min=lo, max=hi, result=result, value=value, source=source))


tb('cossack', '-', 3, 'no_effect', 0, seed(529, kw='0 - 3') + ' (1d6 + modifiers, at most +2 in all, L522)')
tb('cossack', 4, '-', 'remove_imperial_flag', 1, seed(530, kw='4 - 8') + ' (the table stops at 8, the highest result)')
tb('interception', '-', 8, 'fail', 0, seed(1127, kw='8') + ' (2d6 + modifiers)')
tb('interception', 9, '-', 'success', 1, seed(1128, kw='9'))
tb('evasion', '-', 8, 'fail', 0, seed(1179, kw='8') + ' (2d6 + modifiers)')
tb('evasion', 9, '-', 'success', 1, seed(1180, kw='9'))
tb('loot', '-', 6, 'natural_six_one', 1, seed(1447, kw='6') + ': 1 resource only if the die shows a natural 6 (1d6 + enemy SP and leaders eliminated)')
tb('loot', 7, 11, 'resources', 1, seed(1448, kw='7-11'))
tb('loot', 12, '-', 'resources', 2, seed(1449, kw='12'))
tb('sack', '-', 5, 'no_effect', 0, seed(1570, kw='5') + ' (1d6 + strength - round of capture)')
tb('sack', 6, '-', 'resources', 2, seed(1571, 1575, kw=['6', 'DMC']) + ': 2 resources (+1 if the fortress held an enemy DMC); Sacked marker')
tb('peace', 1, 5, 'no_peace', 0, seed(2136, kw='6') + ' (1d6 after T2 and T3)')
tb('peace', 6, 6, 'peace', 1, seed(2136, kw='6'))
tb('conquest', 9, '-', 'imperial_conquest_if_capital', 1, seed(2106, kw='9') + ': Imperial win if they control Moscow or St. Petersburg')
tb('conquest', '-', -3, 'imperial_defeat', 1, seed(2107, kw='-3'))
tb('conquest', -2, 8, 'continue', 0, seed(2108, kw='계속'))
for lo, hi, v, ln in [(0, 4, 0, 2296), (5, 6, 1, 2297), (7, 8, 2, 2298), (9, 10, 3, 2299)]:
    tb('baltic_ports_vp', lo, hi, 'vp', v, seed(ln, kw=str(lo) if lo else '1 - 4') + (' (0 ports: 0)' if lo == 0 else ''))
for lo, hi, v, ln in [(0, 2, 0, 2304), (3, 4, 1, 2305), (5, 6, 2, 2306), (7, 8, 3, 2307), (9, 9, 4, 2308)]:
    tb('pripyat_vp', lo, hi, 'vp', v, seed(ln, kw=str(lo) if lo else '1 - 2') + (' (0 duchies: 0)' if lo == 0 else ''))
tb('attrition_die', 6, 6, 'eliminate', 1, seed(1587, 2734, kw='6') + ': each 6 eliminates one SP or leader')
tb('attrition_die_winter', 5, 5, 'regroup', 1, seed(1720, 1721, 2735, kw=['5']) + ': on T3 and T4 each 5 also hits: to the Regroup Box')
tb('attrition_die_winter', 6, 6, 'eliminate', 1, seed(2735, kw='6'))
tb('battle_die', 5, 5, 'disrupt', 1, seed(1320, kw='5'))
tb('battle_die', 6, 6, 'eliminate', 1, seed(1319, kw='6'))
tb('coastal_battery_die', 5, 5, 'disrupt', 1, seed(1764, kw='5는 혼란'))
tb('coastal_battery_die', 6, 6, 'eliminate', 1, seed(1764, kw='6은 제거'))
tb('marker_die', 5, 6, 'remove_loss_or_gain', 1, seed(630, 897, kw=['5나 6']) + ': 1 die per CP, 8 dice per resource (L1818, L1841)')
tb('will_to_fight_die', 4, 6, 'remove_loss_or_gain', 1, seed(2207, kw='4, 5, 6') + ': 8 dice')

# ---------------------------------------------------------------------------------------------------------
# reinforcements.tsv: what each Power receives in each interphase (17.1-17.4) and the deployment limits.
# before_turn: the turn the interphase prepares; who: fn, fs, r1, r2, imperial_each, tsarist_each, imperial_camp;
# item: cp_automatic, cp_austria, cp_prussia, cp_base, cp_per_key, cp_per_depot, resources, resources_per_depot,
# home_cards, deploy_free_spaces, dmc_new; condition: '-' or a state key.
# ---------------------------------------------------------------------------------------------------------
REINF = []


def rf(before, who, item, value, cond, source):
    REINF.append(dict(before_turn=before, who=who, item=item, value=value, condition=cond, source=source))


for t, (auto, aus, pru) in {2: (16, 4, 2), 3: (10, 4, 2), 4: (6, 2, 2)}.items():
    col = {2: '2턴', 3: '3턴', 4: '4턴'}[t]
    rf(t, 'imperial_each', 'cp_automatic', auto, '-', seed(1920, kw='16') + ': automatic reinforcement CP (' + col + ' column)')
    rf(t, 'imperial_each', 'cp_austria', aus, 'austria_not_neutral', seed(1921, kw='오스트리아') + ': for Austrians only (L1924)')
    rf(t, 'imperial_each', 'cp_prussia', pru, 'prussia_not_in_revolt', seed(1922, kw='프로이센') + ': for Prussians only (L1924)')
    rf(t, 'tsarist_each', 'cp_base', 7, '-', seed(1930, kw='7CP'))
    rf(t, 'tsarist_each', 'cp_per_key', 1, '-', seed(1931, kw='Key') + ': per Key duchy the Power controls')
    rf(t, 'tsarist_each', 'cp_per_depot', 1, '-', seed(1932, kw='Depot') + ': per depot the Power controls')
    rf(t, 'each', 'resources', 2, '-', seed(1786, 1888, kw=['두개', '자원']))
    rf(t, 'each', 'resources_per_depot', 1, '-', seed(1787, kw='Depot') + ': per depot controlled, enemy depots included; a jointly held '
       'depot (Warsaw, Moscow) gives its resource to one Power by agreement')
    rf(t, 'fn', 'home_cards', 2, '-', seed(2036, kw='두장') + ': plus #1 if it is not removed')
    rf(t, 'fs', 'home_cards', 2, '-', seed(2038, kw='두장') + ': plus #9')
    rf(t, 'r1', 'home_cards', 3 if t == 4 else 2, '-', seed(2040, kw='2장') + (': 3 before T4' if t == 4 else ''))
    rf(t, 'r2', 'home_cards', 3 if t == 4 else 2, '-', seed(2040, kw='2장') + (': 3 before T4' if t == 4 else ''))
    rf(t, 'each', 'regular_cards', 5, '-', seed(2001, kw='5장'))
    if t in (2, 3):
        rf(t, 'each', 'deploy_free_spaces', 8, '-', seed(1952, kw='8'))
        rf(t, 'each', 'dmc_new', 1, '-', seed(1904, kw='DMC') + ': the 1st DMC before T2, the 2nd before T3 (plus 1 to replace one lost last turn, L1908)')
    else:
        rf(t, 'tsarist_each', 'deploy_free_spaces', 6, '-', seed(1964, kw='6'))
        rf(t, 'imperial_each', 'deploy_free_spaces', 4, '-', seed(1965, kw='4'))
rf(2, 'imperial_camp', 'resources', 2, '-', seed(1788, kw='2개') + ': allocated by FN')
rf(4, 'imperial_camp', 'resources', 2, 'retreat_from_moscow_adopted', seed(1788, 2170, kw=['2개']) + ': allocated by FN')

# ---------------------------------------------------------------------------------------------------------
# constants.tsv: every other number the rules use.
# ---------------------------------------------------------------------------------------------------------
CONSTANTS = []


def ct(key, value, source):
    CONSTANTS.append(dict(key=key, value=value, source=source))


ct('sp_infantry', 1, seed(201, kw='보병'))
ct('sp_cavalry', 2, seed(202, kw='기병'))
ct('sp_artillery', 4, seed(203, kw='포병'))
ct('max_turns', 4, seed(438, kw='4턴'))
ct('build_cp_per_sp', 2, seed(675, kw='2CP'))
ct('build_cp_leader_divisor', 2, seed(676, kw='절반') + ': half the command rating, rounded up (L2812), ignoring event changes (L670)')
ct('regroup_cp_per_sp', 1, seed(685, kw='1CP'))
ct('regroup_cp_per_leader', 1, seed(686, kw='1CP'))
ct('scorched_build_limit', 1, seed(698, 1872, kw=['하나', '1SP']) + ': one SP or one leader a Key duchy per impulse')
ct('flag_cp', 1, seed(745, kw='1CP'))
ct('flag_cp_scorched', 2, seed(747, kw='2CP'))
ct('move_cp_per_army_space', 1, seed(920, kw='1CP'))
ct('move_cp_per_piece_space', 1, seed(924, kw='1CP'))
ct('allied_move_surcharge', 1, seed(930, kw='1CP') + ': Austrians and Prussians entering a Russian space without their own flag')
ct('forced_march_from', 4, seed(965, kw='네 지역') + ': the 4th and each later CP move in one impulse costs an attrition roll')
ct('forced_march_from_imperial_winter', 3, seed(966, kw='세 지역') + ': Imperials on T3-T4')
ct('winter_first_turn', 3, seed(1718, kw='3턴'))
ct('intercept_friendly_mod', 1, seed(1116, kw='+ 1'))
ct('intercept_enemy_mod', -1, seed(1117, kw='- 1'))
ct('intercept_rough_mod', -1, seed(1119, kw='- 1'))
ct('intercept_marsh_tsarist_t12_mod', -1, seed(1120, kw='- 1'))
ct('evade_enemy_mod', -1, seed(1167, kw='-1'))
ct('evade_friendly_mod', 1, seed(1168, kw='+1'))
ct('evade_rough_mod', -1, seed(1169, kw='-1'))
ct('evade_marsh_mod', -1, seed(1170, kw='-1') + ': not for Tsarists on T3-T4')
ct('failed_evasion_battle_die', 1, seed(1182, kw='하나를 추가') + ': per failed evasion, attacker, round 1')
ct('cossack_adjacent_mod', 1, seed(522, kw='1을 추가'))
ct('cossack_sauve_qui_peut_mod', 1, seed(522, kw='Sauve Qui Peut'))
ct('cossack_max_mod', 2, seed(522, kw='+2'))
ct('cossack_polish_lancers_mod', -1, seed(522, 524, kw=['폴란드', 'Polish Lancers']))
ct('terrain_rough_dice', 1, seed(1271, 1309, kw=['하나', '+ 1']))
ct('terrain_marsh_tsarist_defender_dice', 2, seed(1275, kw='두개'))
ct('terrain_marsh_imperial_defender_dice_t12', 1, seed(1277, kw='한개') + ': 0 on T3-T4 (frozen)')
ct('terrain_river_dice', 3, seed(1281, kw='세개'))
ct('terrain_home_zone_dice', 1, seed(1285, kw='하나를 추가') + ': cumulative')
ct('entrenchment_min_sp', 4, seed(1293, kw='4SP'))
ct('entrenchment_attacker_dice', -1, seed(1301, kw='하나를 적게'))
ct('entrenchment_cancel_hits', 1, seed(1302, kw='하나'))
ct('entrench_resources', 1, seed(1854, kw='자원 하나') + ": one resource, in the Power's impulse before any formation moves (16.6)")
ct('rout_margin', 3, seed(1404, kw='3 이상'))
ct('rout_margin_entrenched', 5, seed(1404, kw='5 이상'))
ct('battle_rounds', 2, seed(1340, kw='두 라운드'))
ct('flag_overrun_surplus', 1, seed(1431, kw='남는다면'))
ct('flag_overrun_surplus_scorched', 2, seed(1431, kw='2 이상'))
ct('morale_check_dice', 2, seed(821, kw='두개'))
ct('morale_rise_threshold', 9, seed(823, kw='9 이상'))
ct('morale_loss_remove_max', 9, seed(828, kw='9개'))
ct('morale_check_trigger_loss', 9, seed(854, 862, kw=['9개']))
ct('morale_rise_min_gain', 2, seed(907, kw='두 개 이상'))
ct('morale_gain_cap_at_top', 4, seed(907, 1846, kw=['4개']) + ': at Elan du Guerre (the time of the cut: kutuzov.md)')
ct('attrition_drop_loss', 9, seed(1643, kw='9개'))
ct('attrition_rise_gain', 4, seed(1681, kw='4개'))
ct('attrition_gain_cap', 3, seed(1673, 1831, kw=['3개']))
ct('resource_cap_turn_end', 5, seed(538, kw='5개'))
ct('buy_card_resources', 2, seed(470, 1792, kw=['두 개', '2개']))
ct('resource_dice', 8, seed(1818, 1841, kw=['8개']))
ct('resource_vp_half', 1, seed(2231, kw='0.5') + ': value 1 = each unspent resource is worth 0.5 VP (1 VP for Imperials after Retreat from Moscow)')
ct('hand_deal', 5, seed(2001, kw='5장'))
ct('hand_limit', 6, seed(2009, kw='6장'))
ct('hand_limit_after_cut', 5, seed(2013, kw='5장'))
ct('hand_limit_resources', 2, seed(2011, kw='2개') + ': exactly 2, however many cards were discarded')
ct('mulligan_draw_less', 1, seed(375, kw='한 장 적게'))
ct('convoy_max_units', 5, seed(1748, kw='다섯'))
ct('convoy_cp_per_unit', 1, seed(1752, kw='1CP'))
ct('convoy_per_impulse', 1, seed(1752, kw='한번'))
ct('coastal_battery_dice', 2, seed(1764, kw='2개'))
ct('coastal_battery_dice_fortress', 4, seed(1764, kw='4개'))
ct('scorch_from_round', 2, seed(1858, kw='2라운드') + ': from T1 round 2, scheduled Tsarist impulses only')
ct('scorch_range', 2, seed(1858, kw='두 지역'))
ct('scorch_limit_before_kutuzov', 1, seed(1862, kw='하나의 자원'))
ct('kutuzov_entry_gain', 4, seed(730, kw='4개'))
ct('deploy_free_spaces', 8, seed(1952, kw='8'))
ct('sudden_death_keys', 14, seed(2092, kw='14'))
ct('tsarist_keys_in_russia', 13, seed(2092, kw='13'))
ct('sudden_death_conquest_rolls', 3, seed(2078, kw='세 번째'))
ct('peace_from_turn', 2, seed(2140, kw='1턴'))
ct('rfm_imperial_resources', 2, seed(2170, kw='2개'))
ct('rfm_attrition_levels', 2, seed(2174, kw='두 단계'))
ct('rfm_first_impulse_cp', 4, seed(2178, kw='4CP'))
ct('wtf_dice', 8, seed(2207, kw='8개'))
ct('wtf_extra_resource_max', 2, seed(1785, kw='두 개'))
ct('dmc_max', 2, seed(1904, kw='2개'))
ct('riga_siege_halving', 1, seed(1502, kw='절반') + ': 1 = an Imperial besieger of Riga rolls half its dice, rounded up, event dice excepted')
ct('twelve_pounders_dice', 4, seed(1506, kw='4개') + ': card #7, first siege round')
ct('naval_support_dice', 2, seed(1227, kw='2개') + ': card #51, every round')
ct('militia_levies_dice', 4, seed(1227, kw='4개') + ': card #24, one round')
ct('emperors_wife_sp', 3, seed(724, 939, kw=['3SP', '#107']) + ": #107 The Emperor's Wife builds 3 SP by event")
ct('hapsburg_cavalry_sp', 2, seed(577, kw='2SP') + ': #67 Hapsburg Offensive places one Austrian 2-SP cavalry')
ct('hapsburg_combo_battle', 3, seed(648, kw='3-4') + ': with #67 and #11 in one impulse Schwarzenberg is "now a 3-4 leader"')
ct('hapsburg_combo_sp', 4, seed(648, kw='4SP') + ': with #67 and #11 in one impulse the Austrians receive 4 SP (#67\'s 2-SP cavalry among them, E41)')
ct('hapsburg_combo_cp', 8, seed(648, kw='8CP') + ': with #67 and #11 in one impulse the Austrians may use 8 CP')
ct('rfm_evacuation_cp', 4, seed(2178, kw='4CP') + ': under Retreat from Moscow an Imperial Power controlling Moscow, St. Petersburg or Kiev takes 4 CP as its "+" use in its first impulse of turn 4')
ct('victory_or_death_rounds', 10, seed(1340, kw='#104') + ': #104 Victory or Death lets a tied battle go on past round 2;'
   ' reconstructed: a cap of 10 rounds keeps a game finite (E22)')

# ---------------------------------------------------------------------------------------------------------
# morale_markers.tsv: the Morale Loss / Gain marker table (Play Book 9.11, rules 9.5, 12.82, 13.51).
# cause: key; camp: whose markers (any = the camp of the formation concerned); op: loss | gain | add_loss (added to
# the case, army groups) | times_loss (Napoleon) | loss_strength (the fortress's strength); value.
# ---------------------------------------------------------------------------------------------------------
MORALE_MARKERS = []
ML = 'Play Book 9.11 Morale Loss table'


def mm(cause, camp, op, value, source):
    MORALE_MARKERS.append(dict(cause=cause, camp=camp, op=op, value=value, source=source))


mm('army_evasion_attempt', 'any', 'loss', 1, seed(2710, 1152, kw=['회피', '회피에 성공하던']) + ': ' + ML + ' (11.6 says "interception": read evasion)')
mm('army_retreat', 'any', 'loss', 1, seed(2710, kw='후퇴') + ': ' + ML)
mm('own_depot_captured', 'any', 'loss', 1, seed(2710, 2844, kw=['Depot']) + ': ' + ML)
mm('imperial_held_fortress_captured', 'imperial', 'loss', 1, seed(2710, 1559, kw=['요새']) +
   ': any fortress the Imperials held, other than Konigsberg (which has its own row)')
mm('enemy_flag_in_imperial_home', 'imperial', 'loss', 1, seed(2710, 1435, kw=['본토']) + ': each time')
mm('army_routed', 'any', 'loss', 2, seed(2711, kw='참패') + ': ' + ML)
mm('tsarist_fortress_captured', 'tsarist', 'loss_strength', '-', seed(1558, 2711, kw=['방어력', '방어력 2']) +
   ': as many markers as the fortress\'s strength (2 for a strength-2 fortress, 4 for Riga)')
mm('army_overrun', 'any', 'loss', 3, seed(2712, kw='돌파') + ': ' + ML)
mm('riga_captured', 'tsarist', 'loss', 4, seed(2713, kw='Riga') + ': ' + ML)
mm('konigsberg_captured', 'imperial', 'loss', 4, seed(2713, kw='nigsberg') + ': ' + ML + ' (wins over the 1 of 13.51 for Konigsberg: kutuzov.md)')
mm('army_group', 'any', 'add_loss', 1, seed(2714, kw='군집단') + ': +1 when the formation is an army group (evasion, retreat, rout, overrun)')
mm('napoleon_present', 'imperial', 'times_loss', 2, seed(2714, kw='Napoleon') + ': doubled for the formation with Napoleon')
mm('worst_case_only', 'any', 'loss', '-', seed(2715, 1425, kw=['최악']) + ': only the single worst case of a formation counts; the '
   'army-group and Napoleon modifiers apply on top of it')
mm('enemy_fortress_captured', 'any', 'gain', 1, seed(1557, 2718, kw=['Morale Gain', '요새']) + ': the captor removes a Loss marker or gains a Gain marker')
mm('loot_resource', 'any', 'gain', 1, seed(1451, 2718, kw=['전리품']) + ': per loot resource (not for sacking)')
mm('marker_die_success', 'any', 'gain', 1, seed(897, 2718, kw=['5나 6']) + ': each 5-6 on the CP dice (1 per CP) or resource dice (8 per resource)')
