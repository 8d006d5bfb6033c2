"""The four scenarios (Play Book ch. 4, seed L2403-L2681): start markers, hands, card states, HQ cards."""
from common import cite, seed

SCENARIOS = []


def sc(**kw):
    SCENARIOS.append(kw)


BR = 'fn:konigsberg-kovno,fs:warsaw-grodno'
BR_SRC = 'permanent bridges FN Konigsberg-Kovno, FS Warsaw-Grodno'
WTF = 'les_grognards,tu_felix_austria,sauve_qui_peut'

sc(id='s1', name_en='Invasion: Across the Niemen!', name_ko='침공: 네만강을 건너!', first_turn=1, last_turn=4, last_turn_max=4,
   start_step='impulse', impulse_marker='fn', imp_morale='elan_du_guerre', imp_loss=0, attrition='normal', attrition_loss=0,
   res_fn=4, res_fs=3, res_imp_alloc=0, res_r1=3, res_r2=2, transfers='-', tsar_morale='vive_l_empereur', tsar_loss=0,
   key_track=13, will_to_fight=WTF, rfm='none', scorched='-', sacked='-', entrenched='dunaburg', bridges='-',
   special='imperial_surprise,to_the_bridges_deployment,must_play_set_aside_for_deal',
   source=seed(2405, 2407, kw=['시나리오1', '1턴']) + ': turn 1, impulse marker on FN, up to 4 turns; entrenchment on Dunaburg ' +
   cite(2409, kw='Dunaburg') + '; the 12 "remove - then 14.62" cards set aside until the hands are dealt ' + cite(2413, 2423, kw=['25', 'Must Play']) +
   '; Imperial markers ' + cite(2431, 2433, 2435, 2436, 2437, kw=['Elan', 'Normal', '7', '4', '3']) + '; Key track 13 ' + cite(2439, kw='13') +
   '; Tsarist markers ' + cite(2443, 2445, 2446, 2447, 2448, kw=['Vive', 'Grogards', '5', '3', '2']) +
   '; surprise and To the Bridges ' + cite(2454, 2456, 2462, 2470, kw=['기습', 'To the Bridges', 'To the Bridge']))
sc(id='s2', name_en='On to Smolensk!', name_ko='스몰렌스크로!', first_turn=2, last_turn=3, last_turn_max=4,
   start_step='impulse', impulse_marker='r1', imp_morale='elan_du_guerre', imp_loss=0, attrition='problematic', attrition_loss=6,
   res_fn=4, res_fs=3, res_imp_alloc=2, res_r1=5, res_r2=4, transfers='fn>fs:1', tsar_morale='vive_l_empereur', tsar_loss=7,
   key_track=10, will_to_fight=WTF, rfm='none', scorched='dunaburg', sacked='grodno,brest',
   entrenched='moscow,st-petersburg,smolensk', bridges=BR, special='r1_opens,kutuzov_bonus_available',
   source=seed(2476, kw=['2턴', '차르 1군']) + ': turn 2, impulse marker on R1; markers ' + cite(2480, 2481, 2482, kw=['Dunaburg', 'Grodno', 'Moscow']) +
   '; ' + BR_SRC + ' ' + cite(2484, 2485, kw=['Kovno', 'Grodno']) + '; Tsarist markers ' +
   cite(2499, 2500, 2502, 2503, 2504, kw=['Vive', '7', '9', '5', '4']) + '; Key track 10 ' + cite(2506, kw='10') +
   '; Imperial markers ' + cite(2510, 2512, 2513, 2514, 2515, 2516, 2517, kw=['Elan', 'Problematic', '6', '9', '4', '3', '2']) +
   '; FN may pass 1 resource to FS ' + cite(2519, kw='자원 하나') + '; R1 opens, pre-emption possible after its impulse ' +
   cite(2525, kw='우선권') + '; building Kutuzov ' + cite(2527, kw='Kutuzov') + '; 3 turns unless all agree to 4 ' + cite(2531, kw='3턴'))
sc(id='s3', name_en='Napoleon in Moscow', name_ko='모스크바의 나폴레옹', first_turn=3, last_turn=4, last_turn_max=4,
   start_step='impulse', impulse_marker='fn', imp_morale='vive_l_empereur', imp_loss=0, attrition='difficult', attrition_loss=0,
   res_fn=5, res_fs=2, res_imp_alloc=0, res_r1=4, res_r2=3, transfers='fn>fs:1', tsar_morale='marchez_vous', tsar_loss=0,
   key_track=8, will_to_fight=WTF, rfm='none', scorched='borodino,vyazma,dunaburg,orsha,lepel', sacked='grodno,brest',
   entrenched='moscow,st-petersburg,yaroslav,tula', bridges=BR,
   special='imperial_leader_removal_after_setup,bagration_off_map,vistula_legion_attached,winter_cards_3_of_5',
   source=seed(2535, kw=['3턴']) + ': turn 3, impulse marker on FN; markers ' +
   cite(2539, 2541, 2543, kw=['Borodino', 'Grodno', 'Yaroslav']) + '; ' + BR_SRC + ' ' + cite(2547, 2549, kw=['Kovno', 'Grodno']) +
   '; card removals ' + cite(2555, 2559, 2561, kw=['#26', '3장', '#10']) + '; Tsarist markers ' +
   cite(2579, 2580, 2582, 2583, 2584, kw=['Marchez', '없음', '7', '4', '3']) + '; Key track 8 ' + cite(2586, kw='8') +
   '; Bagration ' + cite(2588, kw='Bagration') + '; Imperial markers ' +
   cite(2592, 2594, 2595, 2596, 2597, 2598, kw=['Vive', 'Diffcult', '없음', '7', '5', '2']) + '; FN may pass 1 resource ' + cite(2600, kw='자원 하나') +
   '; leader removal ' + cite(2606, kw='17.36') + '; T3-T4, Retreat from Moscow possible ' + cite(2610, kw='Retreat'))
sc(id='s4', name_en='Defend the Empire', name_ko='제국의 방어', first_turn=4, last_turn=4, last_turn_max=4,
   start_step='reinforcement', impulse_marker='fs', imp_morale='elan_du_guerre', imp_loss=3, attrition='normal', attrition_loss=0,
   res_fn=5, res_fs=4, res_imp_alloc=0, res_r1=5, res_r2=3, transfers='fn>fs:1,r2>r1:1', tsar_morale='elan_du_guerre', tsar_loss=7,
   key_track=8, will_to_fight=WTF, rfm='adopted', scorched='dunaburg,sebezh,cholm,byeloi,vyazma', sacked='grodno,brest,smolensk',
   entrenched='st-petersburg', bridges=BR, special='hypothetical,fs_reinforces_first,vistula_legion_attached,t4_only',
   source=seed(2614, 2616, 2618, kw=['가상', '4턴', '증원']) + ': hypothetical; turn 4, impulse marker on FS, the game starts at the '
   'reinforcement step with FS; markers ' + cite(2622, 2624, 2626, kw=['Dunaburg', 'Smolensk', 'St']) + '; ' + BR_SRC + ' ' +
   cite(2630, 2632, kw=['Kovno', 'Grodno']) + '; starts with Retreat from Moscow in force ' + cite(2634, kw='Retreat') +
   '; winter cards ' + cite(2638, 2640, kw=['14.62', '#26']) + '; #10 ' + cite(2642, kw='#10') + '; T4 only ' + cite(2654, kw='4턴') +
   '; Tsarist markers ' + cite(2660, 2661, 2663, 2664, 2665, kw=['Elan', '7', '8', '5', '3']) + '; R2 may pass 1 resource to R1 ' +
   cite(2667, kw='자원 하나') + '; Key track 8 ' + cite(2669, kw='8') + '; Imperial markers ' +
   cite(2673, 2674, 2675, 2677, 2678, 2679, kw=['Elan', '3', 'Normal', '9', '5', '4']) + '; FN may pass 1 resource ' + cite(2681, kw='자원 하나') +
   '; reconstructed: "Retreat from Moscow in force" read as adopted (19.722: the T4 evacuation, 1 VP per Imperial resource and '
   'the T4 border VP apply), since the choice point after T3 has passed (kutuzov.md)')

# ---------------------------------------------------------------------------------------------------------
# hands.tsv: scenario, mode, holder, fixed, home, regular, chit_home, chit_regular, total, source
# ---------------------------------------------------------------------------------------------------------
HANDS = []


def hd(scn, mode, holder, fixed, home, regular, total, source, chit_home='-', chit_regular='-'):
    HANDS.append(dict(scenario=scn, mode=mode, holder=holder, fixed=fixed, home=home, regular=regular, chit_home=chit_home,
                      chit_regular=chit_regular, total=total, source=source))


for scn, lines in (('s1', (2417, 2419, 2421)), ('s2', (2489, 2491, 2493))):
    hd(scn, 'standard', 'fn', '1', 2, 5, 8, seed(lines[0], kw='#1'))
    hd(scn, 'standard', 'fs', '9', 2, 5, 8, seed(lines[1], kw='#9'))
    hd(scn, 'standard', 'r1', '-', 2, 5, 7, seed(lines[2], kw='7장'))
    hd(scn, 'standard', 'r2', '-', 2, 5, 7, seed(lines[2], kw='7장'))
hd('s3', 'standard', 'fn', '1,4,6', 0, 5, 8, seed(2565, kw=['#1', '#4', '#6']))
hd('s3', 'standard', 'fs', '9,77', 2, 4, 8, seed(2567, kw=['#9', '#77']))
hd('s3', 'standard', 'r1', '-', 2, 5, 7, seed(2569, kw='7장'))
hd('s3', 'standard', 'r2', '65', 2, 5, 8, seed(2569, kw='#65'))
hd('s4', 'standard', 'fn', '1', 2, 5, 8, seed(2646, kw='#1'))
hd('s4', 'standard', 'fs', '9', 2, 5, 8, seed(2648, kw='#9'))
hd('s4', 'standard', 'r1', '-', 3, 5, 8, seed(2650, kw='3장'))
hd('s4', 'standard', 'r2', '-', 3, 5, 8, seed(2650, kw='3장'))
SH = seed(2745, 2746, 2748, 2753, 2755, 2756, kw=['#1', '본토카드', '6장', 'Camp', '제국', '차르'])
for scn in ('s1', 's2'):
    hd(scn, 'single_hand', 'imperial', '1,9', 2, 6, 10, SH + ': single-hand deal (Play Book ch. 6)', 2, 4)
    hd(scn, 'single_hand', 'tsarist', '-', 2, 6, 8, SH, 2, 4)
hd('s3', 'single_hand', 'imperial', '1,4,6,8,77', 0, 5, 10, seed(2573, kw=['#8', '#77']) + ': Home #1, #4, #6, #8 and #77 + 5 random = 10; '
   'reconstructed: chits as in the normal deal (the seed gives no exception)', 2, 4)
hd('s3', 'single_hand', 'tsarist', '65', 2, 6, 9, seed(2573, kw='#65') + ': #65 added as the 7th regular card; reconstructed: chits as usual', 2, 4)
hd('s4', 'single_hand', 'imperial', '1,9', 2, 6, 10, SH + '; reconstructed: scenario 4 uses the normal single-hand deal', 2, 4)
hd('s4', 'single_hand', 'tsarist', '-', 4, 6, 10, seed(2769, kw='4장') + ': the Tsarist camp has 4 Home cards on T4', 2, 4)

# ---------------------------------------------------------------------------------------------------------
# scenario_cards.tsv: scenario, card, state, source
#   set_aside_for_deal: out of the deck while hands are dealt, then shuffled back in (scenario 1)
#   winter_pile: removed with a reminder, in the 14.62 winter-attrition pile (shuffled in before winter turns)
#   winter_in_deck_random: scenario 3: 3 of the 5 removed cards, drawn at random, are shuffled into the deck at the start
#   attached_napoleon: #10 starts attached to Napoleon with a reminder
# ---------------------------------------------------------------------------------------------------------
SCEN_CARDS = []
for n in (25, 26, 27, 28, 29, 30, 32, 33, 34, 36, 37, 40):
    SCEN_CARDS.append(dict(scenario='s1', card=n, state='set_aside_for_deal', source=seed(2413, 2423, kw=['25, 26', 'Must Play'])))
for n in (26, 27, 29, 32, 34):
    SCEN_CARDS.append(dict(scenario='s3', card=n, state='winter_pile', source=seed(2553, 2555, 2557, 2559, kw=['제거', '#26', 'Reminder', '3장']) +
                           ': removed with a reminder; 3 of the five, at random, are shuffled into the deck for 14.62 (the "half, rounded '
                           'up" of the interphase before T3, L1729); the other 2 stay in the pile until the interphase before T4 (L1730)'))
SCEN_CARDS.append(dict(scenario='s3', card=10, state='attached_napoleon', source=seed(2561, kw='#10')))
for n in (26, 28, 33, 36, 40):
    SCEN_CARDS.append(dict(scenario='s4', card=n, state='winter_pile', source=seed(2638, 2640, kw=['14.62', '#26']) +
                           ': counters placed; the cards serve as 14.62 winter-attrition cards (shuffled in at the card step before T4, '
                           '17.41)'))
SCEN_CARDS.append(dict(scenario='s4', card=10, state='attached_napoleon', source=seed(2642, kw='#10')))

# ---------------------------------------------------------------------------------------------------------
# hq_cards.tsv: id, power, scenarios, source. 8 HQ cards, 2 per Power; which one is used depends on the start.
# ---------------------------------------------------------------------------------------------------------
HQ = []
HQS = seed(52, kw='본부창') + ': 8 HQ cards, 2 per Power, with the start set-up and the army holding boxes; the one used depends on the ' \
      'start scenario; their contents are not in the seed (set-ups: setup.tsv)'
for p in ('fn', 'r1', 'fs', 'r2'):
    HQ.append(dict(id='hq-%s-a' % p, power=p, scenarios='s1', holding_boxes='-',
                   source=HQS + '; reconstructed: card A serves the campaign start (scenario 1)'))
    HQ.append(dict(id='hq-%s-b' % p, power=p, scenarios='s2,s3,s4', holding_boxes='-',
                   source=HQS + '; reconstructed: card B serves the later starts (scenarios 2-4)'))
