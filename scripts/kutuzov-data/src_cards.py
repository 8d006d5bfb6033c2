"""The 110 cards. The seed gives no card text; it names 55 cards, cites 13 more by number, states one CP value
(#84 = 5) and, in the rules and examples, part of about 35 events. event_text=seed only where the seed states
an effect concrete enough to implement on its own; `effect` lists exactly those effects, `notes` what the seed
says beyond them. Every other card is played for its CP only (event_text=none). Summaries are Sandtable's own
words, never the card's printed text.

CP values: only #84 is known (5, L634). Every other card except the Must Play cards (which have no CP, L275)
is given 3, the middle of the range the seed's own examples show (a 2-CP card at L876, 5-CP cards at L634 and
L2017): a flat, honest placeholder rather than an invented spread.
"""
from common import cite, seed

CARDS = []
CP_RECON = 'reconstructed: CP 3 (the seed gives no CP for this card; see the cards.tsv header)'
CLASS_SRC = {
    'imperial_home': 'seed ' + cite(281, kw='본토카드 24장') + ': 12 Imperial and 12 Tsarist Home cards; reconstructed: numbers 1-12 are the '
                     'Imperial Home deck (every Imperial Home card the seed numbers is 1-12: #1, #4, #6, #8, #9, #10, L2573 L2561; '
                     'public: whiteshipgames.it\'s description of the game: Home decks of a dozen cards each)',
    'tsarist_home': 'seed ' + cite(281, kw='본토카드 24장') + ': 12 Tsarist Home cards; reconstructed: numbers 13-24 (#18 is a Tsarist Home '
                    'card, L891; #21 Hornblower is one per public: whiteshipgames.it)',
    'must_play': 'seed ' + cite(2413, kw='25, 26') + ' ' + cite(490, kw='#31') + ': the 12 "Remove from play - then 14.62" cards and the 4 '
                 '"discard and reshuffle" Must Play cards make #25-#40',
    'regular': 'reconstructed: #41-#110 are the 70 regular cards (110 less 24 Home and 16 Must Play; public: whiteshipgames.it counts 86 '
               'non-Home cards)',
}


def cls_of(n):
    return 'imperial_home' if n <= 12 else 'tsarist_home' if n <= 24 else 'must_play' if n <= 40 else 'regular'


def card(n, en='-', ko='-', src='', cp=None, response=0, battle=0, siege=0, plus=0, face_up=0, locked='-', t1_return=0,
         winter_t4='-', reminder=0, event=None, effect='-', notes='-', after=None, slug=None):
    """event: (summary_en, summary_ko) or None."""
    c = cls_of(n)
    if cp is None:
        cp = '-' if c == 'must_play' else 3
    if after is None:
        after = {'imperial_home': 'home_pile', 'tsarist_home': 'home_pile', 'regular': 'discard'}.get(c)
        if c == 'must_play':
            after = 'discard_reshuffle' if n in (31, 35, 38, 39) else 'remove_winter'
        if face_up:
            after = 'face_up_eot'
    key = 'c%03d' % n + ('-' + slug if slug else '')
    parts = [src] if src else []
    parts.append(CLASS_SRC[c])
    if c != 'must_play' and n != 84:
        parts.append(CP_RECON)
    source = '; '.join(p for p in parts if p)
    CARDS.append(dict(number=n, key=key, name_en=en, name_ko=ko, **{'class': c}, cp=cp, response=response, battle=battle,
                      siege=siege, plus=plus, face_up=face_up, after_use=after, locked=locked, t1_return=t1_return,
                      winter_t4=winter_t4, reminder=reminder, event_text='seed' if event else 'none',
                      summary_en=event[0] if event else '-', summary_ko=event[1] if event else '-', effect=effect,
                      notes=notes, source=source))


# --- Imperial Home (1-12) ---
card(1, 'My Old Moustaches', '고참 근위대 사단 출전', seed(287, 484, 660, 2034, kw='#1') + ': always dealt to FN; set beside FN after use; '
     'not removed when Napoleon dies by attrition; removed only as its own text says, and #10 with it', locked='fn',
     after='beside_fn', slug='my-old-moustaches',
     notes='Event not in the seed. Dealt to FN every turn while not removed (L2036); kept beside FN after use (L484); not removed '
           'when Napoleon dies by attrition (L660); when it is removed #10 goes too (L2034).')
card(2)
card(3, "General Eble's Pontooniers", '에블레장군의 공병대', seed(1860, kw='#3') + ': played as a response, it lets the Imperial army in '
     'Chudovo intercept into Staraya Russa across the River line (seed spelling "Elbe")', response=1, slug='general-eble-s-pontooniers',
     event=('Response: an Imperial army may intercept across a River line, as if it were not one (the seed uses it so an army across a '
            'River can block a scorching).',
            '반응: 제국군 군 하나가 강길을 넘어 차단을 시도할 수 있다(강길이 아닌 것처럼). 규칙서 예에서는 강 건너 군이 초토화를 막게 한다.'),
     effect='intercept_across_river', notes='How long the effect lasts is not stated: the engine applies it to the interception at hand.')
card(4, 'The Forgotten Marshal', '잊혀진 원수', seed(566, 749, 933, 939, kw='#4'), slug='the-forgotten-marshal',
     event=('An Austrian or Prussian leader may take French SP into his army; the allies count as French for flags (their own or French '
            'flags); French SP in such an army move with it for the French 1 CP, without the allied surcharge.',
            '오스트리아·프로이센 리더가 프랑스 SP를 자기 군에 넣을 수 있다. 동맹군은 깃발에서 프랑스군으로 취급(자국 또는 프랑스 깃발). 그런 군의 '
            '프랑스 SP는 동맹 추가 비용 없이 프랑스 1CP로 함께 움직인다.'),
     effect='allied_leader_commands_french,allies_as_french_flags',
     notes='Duration not stated (the engine: until the end of the impulse). The surcharge reading of L933 is a decision (kutuzov.md).')
card(5)
card(6, 'Depots and Trains', '보급소와 병참마차', seed(650, 712, 2565, kw=['#6']) + ': a "+" card; places a Supply Train', plus=1,
     slug='depots-and-trains',
     event=("'+' card: place a Supply Train marker in a duchy holding an Imperial formation (there it prevents the attrition of "
            "entering a scorched duchy); until removed it counts as the Power's own flagged Key duchy for regroup deployment.",
            "'+' 카드: 제국 진형이 있는 지역에 Supply Train 마커를 놓는다(초토화 지역 진입 손실을 막는다). 제거될 때까지 재편 배치에서 자국 깃발이 "
            "있는 Key 지역으로 취급한다."),
     effect='place_supply_train', notes='Placement limits beyond the example are not in the seed.')
card(7, 'Twelve Pounders', '12파운드포', seed(1506, kw='#7') + ': used in the Riga siege example', battle=1, siege=1, slug='twelve-pounders',
     event=('Battle card usable in a siege: in the first siege round the French first fire 4 dice at the fortress (6s count toward '
            'its capture), then the round is fought as usual.',
            '공성에서도 쓰는 전투 카드: 공성 첫 라운드에 프랑스군이 먼저 요새에 주사위 4개를 굴리고(6은 점령 명중으로 센다) 그 뒤 라운드를 진행한다.'),
     effect='siege_first_fire_4')
card(8, src=seed(2573, kw='#8') + ': an Imperial Home card (scenario 3 single-hand start)')
card(9, 'Battalions du Marche', '마르쉐 대대', seed(289, 484, 2034, kw='#9') + ': always dealt to FS; set beside FS after use',
     locked='fs', after='beside_fs', slug='battalions-du-marche',
     notes='Event not in the seed. Dealt to FS every turn (L2038); kept beside FS after use (L484).')
card(10, 'Vistula Legion', '비스툴라 군단', seed(660, 2034, 2561, 2642, kw='#10') + ': an Imperial Home card, attached to Napoleon with a '
     'Reminder in scenarios 3 and 4; removed only as its text says, and with #1', reminder=1, slug='vistula-legion',
     notes='Event not in the seed. Scenarios 3 and 4 start with it attached to Napoleon (scenario_cards.tsv); what being attached '
           'does is not stated. Removed when #1 is removed (L2034).')
card(11, 'Für Marie-Louise', '마리루이즈 황후', seed(648, 749, kw='#11') + ': a "+" card; allies count as French (seed spelling "Louies")',
     plus=1, slug='fur-marie-louise',
     event=("'+' card: the Austrians count as French (they may place Austrian or French flags). Played with #67 in one impulse, "
            "Schwarzenberg fights as a 3-4 leader and the Austrians have 4 SP and 8 CP to use (the seed does not say which card gives what).",
            "'+' 카드: 오스트리아군을 프랑스군으로 취급한다(오스트리아 또는 프랑스 깃발). 한 Impulse에 #67과 함께 쓰면 Schwarzenberg가 3-4가 되고 "
            "오스트리아군은 4SP와 8CP를 쓴다(어느 카드가 무엇을 주는지는 규칙서에 없다)."),
     effect='allies_as_french,hapsburg_combo', notes='The #67+#11 result is stated only as a whole (L648); see kutuzov.md for how the engine splits it.')
card(12, 'Prussian Courage', '프로이센인의 용기', seed(749, kw='#12'), slug='prussian-courage',
     event=('The allied (Prussian) formations count as French for flags: they may place their own or French flags.',
            '동맹(프로이센) 진형이 깃발에서 프랑스군으로 취급되어 자국 또는 프랑스 깃발을 놓을 수 있다.'),
     effect='allies_as_french_flags', notes='Duration and any other effect are not in the seed.')
# --- Tsarist Home (13-24) ---
card(13, "The Tsar's Quartermaster", '차르의 병참장교', seed(712, 2775, kw='#13') + ': places a Supply Train; played as a response',
     response=1, slug='the-tsar-s-quartermaster',
     event=('Response: place a Supply Train marker for a Tsarist Power; until removed it counts as the Power\'s own flagged Key duchy for '
            'regroup deployment.',
            '반응: 차르군 강국의 Supply Train 마커를 놓는다. 제거될 때까지 재편 배치에서 자국 깃발이 있는 Key 지역으로 취급한다.'),
     effect='place_supply_train', notes='Where it may go is not in the seed (the engine: a duchy holding a Tsarist formation).')
card(14)
card(15)
card(16, 'Outrage', '난폭함', seed(2774, kw='#16') + ': a card-choosing event', slug='outrage',
     notes='Event not in the seed: it chooses cards from a hand (L2774).')
card(17, 'Holy Mother Russia', '어머니 러시아', seed(722, kw='#17') + ': builds by event', slug='holy-mother-russia',
     notes='Event not in the seed: it builds soldiers by event, even into a besieged fortress (L722); how many is not stated.')
card(18, 'Rush to the Colors', '깃발들고 돌격!', seed(891, kw='#18') + ': a Tsarist Home card that removes Morale Loss markers',
     slug='rush-to-the-colors',
     notes='Event not in the seed: it removes Tsarist Morale Loss markers, any excess becoming Gain markers (L891); how many is not stated.')
card(19)
card(20, 'Bridges Destroyed', '다리 파괴', seed(2328, 2775, kw='#20') + ': a response that blocks a retreat (seed spelling "Distoryed" at L2775)',
     response=1, slug='bridges-destroyed',
     event=('Response: one enemy formation may not retreat along the line it has chosen; if no other retreat is open it is overrun '
            '(12.63).',
            '반응: 적 진형 하나가 선택한 행군선으로 후퇴할 수 없다. 다른 후퇴로가 없으면 돌파당한다(12.63).'),
     effect='block_retreat_line')
card(21, 'Hornblower', '혼블로워-영국해군의 지원', seed(1756, 1760, kw='#21') + ': the only way to make an amphibious assault; public: '
     'whiteshipgames.it: the Home card "Hornblower" lets the Russians land on the Baltic coast', slug='hornblower',
     event=('R1 may make an amphibious assault this impulse (15.3): a convoy of up to 5 leaders and SP into an uncontrolled or enemy '
            'port; coastal batteries fire first (2 dice, 4 at a fortress port).',
            '이번 Impulse에 러시아 1군이 해상기습(15.3)을 할 수 있다: 리더와 SP 합쳐 5까지, 제어하지 못하거나 적이 제어하는 항구로. 해안포대가 먼저 '
            '쏜다(주사위 2개, 요새 항구는 4개).'),
     effect='amphibious_assault')
card(22, src=seed(494, kw='#22') + ': left face up until the end of the turn', face_up=1)
card(23)
card(24, 'Militia Levies', '민병대 소집', seed(1227, kw='#24') + ': a battle card', battle=1, slug='militia-levies',
     event=("Battle card, one round: the Russians roll 4 more battle dice and count one extra '5' (a disruption inflicted on the enemy).",
            "전투 카드, 한 라운드: 러시아군이 전투 주사위 4개를 더 굴리고 '5'(적에게 주는 혼란) 하나를 더 얻는다."),
     effect='battle_dice_4,battle_extra_five',
     notes="Whether the extra '5' is inflicted or suffered is ambiguous in the seed (decision in kutuzov.md: inflicted).")
# --- Must Play (25-40) ---
card(25, 'Conspiracy in Paris', '파리에서의 음모', seed(562, 2774, 2810, kw='#25') + ': Must Play; only against the Imperials; picks cards, '
     'Home cards included', slug='conspiracy-in-paris',
     notes='Event not in the seed: it may be played only against the Imperials (L562) and chooses cards from a hand, Home cards '
           'included (L2774, L2810).')
card(26, 'Balkan Insurrection', '발칸반도의 봉기', seed(581, 2555, 2640, kw='#26') + ': Must Play; removed with a reminder in scenarios 3 and 4',
     reminder=1, slug='balkan-insurrection',
     notes='Event not in the seed: the Russians must remove soldiers at once or at reinforcement (L581); how many is not stated.')
card(27, 'Peace of Bucharest', '부쿠레슈티 평화조약', seed(730, 734, 2555, kw='#27'), reminder=1, slug='peace-of-bucharest',
     event=('Lifts the turn limits on Kutuzov and Tchitchagov: Kutuzov may enter from the interphase after T1 (6.35), Tchitchagov '
            'before T3 (6.36). Kutuzov\'s first entry gives the 6.35 morale choice.',
            'Kutuzov와 Tchitchagov의 턴 제한을 없앤다: Kutuzov는 1턴 뒤 간기부터(6.35), Tchitchagov는 3턴 전에도(6.36) 등장할 수 있다. '
            'Kutuzov의 첫 등장은 6.35의 사기 선택을 준다.'),
     effect='lift_kutuzov_tchitchagov_turn_limits',
     notes='Whether the event also places them (and where) is not stated; the engine lets them be built or regroup-deployed early.')
card(28, "Gustavus' Revenge", '구스타프의 복수', seed(431, 2640, 2792, kw='#28'), slug='gustavus-revenge',
     notes='Event not in the seed: it may change the control of the Finland zone (L431, L2792).')
card(29, 'A Great Blunder', '엄청난 실수', seed(1736, 2555, 2834, kw='#29'), t1_return=1, winter_t4='always', reminder=1, slug='a-great-blunder',
     notes='Event not in the seed. Unplayed by T4 it becomes a 14.62 winter-attrition card (L1736).')
card(30, src=seed(492, 2834, kw='#30') + ': returns to the deck when played on T1', t1_return=1)
card(31, src=seed(490, 2834, kw='#31') + ': discard and reshuffle; never removed')
card(32, src=seed(2555, kw='#32') + ': removed with a reminder in scenario 3', reminder=1)
card(33, 'Pay the Devil His Due', '악마에게 치러야 할 댓가', seed(1727, 2640, kw='#33') + ': played on T1 it returns to the deck', t1_return=1,
     slug='pay-the-devil-his-due', notes='Event not in the seed.')
card(34, 'No Surrender', '항복은 없다', seed(891, 1738, 2555, kw='#34'), winter_t4='rfm', reminder=1, slug='no-surrender',
     notes='Event not in the seed: it removes Tsarist Morale Loss markers, any excess becoming Gain markers (L891). Unplayed on T4 '
           'under Retreat from Moscow it becomes a 14.62 winter-attrition card (L1738).')
card(35, src=seed(490, 2834, kw='#35') + ': discard and reshuffle; never removed')
card(36, 'No Peace', '평화는 없다', seed(646, 1736, 2138, 2640, kw='#36') + ': Must Play', t1_return=1, winter_t4='always', slug='no-peace',
     event=('No peace roll at the end of this turn. The card does not use up the impulse\'s card play: the Power may then play a card '
            'as usual (and a \'+\' card), and if that card is also a Must Play, one more non-\'+\' card.',
            '이번 턴 끝에 평화 주사위를 굴리지 않는다. 이 카드는 Impulse의 카드 사용으로 치지 않아, 이어서 보통처럼 카드(와 \'+\' 카드)를 쓸 수 있고, '
            '그 카드도 Must Play면 \'+\'가 아닌 카드 한 장을 더 쓴다.'),
     effect='no_peace_this_turn,extra_card_play',
     notes='Unplayed by T4 it becomes a 14.62 winter-attrition card (L1736).')
card(37, 'Polish Lancers', '폴란드 창기병', seed(522, 524, kw=['폴란드', '#37']) + ': Must Play; -1 on Cossack rolls', slug='polish-lancers',
     event=('Cossack rolls are made at -1 for the rest of the game (kept with a reminder, 5.71).',
            '남은 게임 동안 코사크 굴림에 -1(알림 마커로 표시, 5.71).'),
     effect='cossack_minus_1', notes='The duration is not stated; decision in kutuzov.md.')
card(38, 'Mud, Mud and More Mud', '진흙, 진흙, 더 진흙', seed(490, 1958, kw='#38') + ': Must Play, discard and reshuffle', slug='mud-mud-and-more-mud',
     notes='Event not in the seed: it restricts CP movement, not deployment (L1958).')
card(39, src=seed(490, 2834, kw='#39') + ': discard and reshuffle; never removed')
card(40, src=seed(492, 2640, 2834, kw='#40') + ': returns to the deck when played on T1', t1_return=1)
# --- regular (41-110) ---
card(41)
card(42, 'The Old Soldier Returns', '노병의 귀환', seed(730, 1014, kw='#42') + ' (seed spelling "The Old Solider Return")',
     slug='the-old-soldier-returns',
     event=('Kutuzov enters the map by event, joining a Russian army to form an army group; his first entry gives the 6.35 morale '
            'choice.',
            'Kutuzov가 이벤트로 지도에 등장해 러시아 군과 군집단을 이룬다. 첫 등장이면 6.35의 사기 선택을 준다.'),
     effect='kutuzov_enters', notes='Where he may enter is not in the seed (the engine: with any R1 army).')
card(43)
card(44)
card(45, src=seed(492, kw='#45') + ': listed among the T1-return Must Play cards, taken as a translation slip (kutuzov.md)')
card(46, src=seed(492, kw='#46') + ': listed among the T1-return Must Play cards, taken as a translation slip (kutuzov.md)')
card(47, src=seed(494, kw='#47') + ': left face up until the end of the turn', face_up=1)
card(48, 'Hungry Soldiers Riot', '굶주린 병사들의 폭동', seed(488, 564, kw=['#48']) + ' (the seed\'s Korean title is split across L562-L564 as "굽/주린")', slug='hungry-soldiers-riot',
     event=('The card player picks any formation as the target, even his own or an ally\'s; the used cards (the discard pile) are '
            'shuffled back into the draw deck.',
            '카드를 쓴 플레이어가 대상 진형을 고른다(자기나 동맹 진형도 가능). 사용한 카드(버린 카드 더미)를 덱에 다시 섞어 넣는다.'),
     effect='reshuffle_used', notes='What happens to the target formation is not in the seed.')
card(49)
card(50, 'The Thunder of Hooves', '천둥같은 발굽들', seed(856, 858, 2080, kw='#50'), slug='the-thunder-of-hooves',
     notes='Event not in the seed: it forces a morale check (L856) and can destroy an army (L858, L2080).')
card(51, 'Naval Support', '해군 지원', seed(1227, 1350, 1506, kw='#51') + ': a battle card usable in a siege', battle=1, siege=1,
     slug='naval-support',
     event=('Battle card, usable in a siege: the player\'s side rolls 2 more battle dice in every round of this battle or siege.',
            '공성에서도 쓰는 전투 카드: 이 전투나 공성의 모든 라운드에 자기 편이 전투 주사위 2개를 더 굴린다.'),
     effect='battle_dice_2_all_rounds', notes='The seed\'s examples give it to the French (Davout, Napoleon at Riga).')
card(52, 'Count Rostopchin', '로스토프친 백작', seed(494, 1073, kw='#52') + ': left face up until the end of the turn', face_up=1,
     slug='count-rostopchin', notes='Event not in the seed: it places a flag by event, into which enemy armies may intercept (L1073).')
for n in (53, 54, 55, 56):
    card(n)
card(57, 'Another Day of Battle', '다른 날에 전투', seed(600, 1456, kw='#57') + ': played as a response', response=1,
     slug='another-day-of-battle',
     event=('Response during a battle: it goes on to another round (this undoes #74); loot counts the enemies eliminated in all its rounds.',
            '전투 중 반응: 전투가 한 라운드 더 계속된다(#74를 무효로 한다). 전리품은 모든 라운드에서 제거한 적을 센다.'),
     effect='extra_battle_round,loot_all_rounds')
card(58, 'Imperial Largesse', '제국의 증여', seed(626, 724, 1781, kw='#58'), slug='imperial-largesse',
     notes='Event not in the seed: it reshuffles the used Home cards into their deck (L626), gives resources (L1781) and builds by event '
           '(R1 builds Kutuzov and 2 SP and regroup-deploys 1 SP with it, L724); amounts not stated.')
for n in range(59, 65):
    card(n)
card(65, 'Over the River', '강을 건너', seed(1103, 2569, kw='#65'), slug='over-the-river',
     event=('An army may intercept across a River line.', '군 하나가 강길을 넘어 차단할 수 있다.'),
     effect='intercept_across_river', notes='R2 starts scenario 3 with it (L2569).')
card(66, 'Call for Reinforcements', '증원 요청', seed(1067, 1224, kw='#66') + ': a battle card that needs a die roll', battle=1,
     slug='call-for-reinforcements',
     notes='Event not in the seed: a die roll decides whether further armies join the battle by multiple interception (L1067, L1224).')
card(67, 'Hapsburg Offensive', '합스부르크가의 공세', seed(566, 577, 648, 749, kw='#67') + ' (seed spelling "Hapsbrug")',
     slug='hapsburg-offensive',
     event=('Place one Austrian 2-SP cavalry piece (short of pieces, take Austrian SP from the map, 5.11); the Austrians ignore their '
            'morale limits in Russia and count as French (Austrian or French flags). With #11 see there.',
            '오스트리아 2SP 기병 하나를 놓는다(조각이 모자라면 지도의 오스트리아 SP를 빼서, 5.11). 오스트리아군은 러시아에서의 사기 제한을 무시하고 '
            '프랑스군으로 취급한다(오스트리아 또는 프랑스 깃발). #11과 함께면 그 카드를 보라.'),
     effect='austrian_cavalry_2,ignore_austrian_hesitancy,allies_as_french,hapsburg_combo',
     notes='Where the cavalry goes and how long the effects last are not stated (the engine: an Austrian build site or Austrian '
           'formation; until the end of the impulse).')
card(68, src=seed(488, kw='#68') + ': reshuffles the used cards', event=(
    'The used cards (the discard pile) are shuffled back into the draw deck.', '사용한 카드(버린 카드 더미)를 덱에 다시 섞어 넣는다.'),
    effect='reshuffle_used', notes='The rest of the event is not in the seed.')
card(69)
card(70, 'To the Death', '죽을 때까지', seed(1456, kw='#70') + ': a battle card (the seed once labels it #104 by mistake)', battle=1,
     slug='to-the-death', notes='Event not in the seed: loot accumulates over the rounds, two loot rolls are possible (L1456).')
card(71, 'Leader Wounded', '리더 부상', seed(1238, kw='#71') + ': a battle card', battle=1, slug='leader-wounded',
     notes='Event not in the seed: it changes a Commander\'s battle rating (L1238).')
card(72, 'Concentration of Forces', '군사력 집중', seed(1073, 2348, kw='#72') + '; reconstructed: a battle card (played at the start of '
     'a battle, beside the impulse\'s card)', battle=1, slug='concentration-of-forces',
     event=('At the start of a battle, every army of the player\'s camp within two spaces of the battle space may try to intercept into '
            'it (two-space paths never through a zone, enemy formations or an enemy fortress, picking up nothing); active-side '
            'interceptors get no terrain.',
            '전투 시작 때, 전투 지역에서 두 지역 안의 자기 Camp 군 모두가 그곳으로 차단을 시도할 수 있다(두 지역 경로는 구역·적 진형·적 요새를 '
            '지나지 않고, 도중에 병력을 넣거나 빼지 않는다). 활성 쪽 차단군은 지형 효과가 없다.'),
     effect='intercept_two_spaces')
card(73, 'Train des Equipages', '수송마차', seed(604, kw='#73') + ': a response that may change a die roll', response=1,
     slug='train-des-equipages', notes='Event not in the seed: a response that may alter a die roll (L604).')
card(74, 'A Wasted Day', '날짜 낭비', seed(600, 1522, kw='#74') + ': a battle card; it can make besiegers retreat', battle=1, siege=1,
     slug='a-wasted-day',
     event=('Battle card, usable in a siege: no further round is fought after the current one (#57 undoes it); in a siege the '
            'besieging army retreats.',
            '공성에서도 쓰는 전투 카드: 지금 라운드 뒤로 더 싸우지 않는다(#57이 무효로 한다). 공성이면 포위군이 후퇴한다.'),
     effect='end_battle_after_round,besiegers_retreat',
     notes='How a field battle ended this way is decided is not stated (decision in kutuzov.md).')
card(75, 'Too Old for This', '너무 오래된 것', seed(616, kw='#75') + ': a response', response=1, slug='too-old-for-this',
     event=('Response: one Imperial leader\'s battle rating becomes 0 for the rest of the impulse.',
            '반응: 제국군 리더 하나의 전투능력이 이번 Impulse 동안 0이 된다.'),
     effect='imperial_leader_rating_zero', notes='The duration is not stated; decision in kutuzov.md.')
card(76, 'Lost His Way', '길 잃음', seed(616, kw='#76') + ': a response', response=1, slug='lost-his-way',
     event=('Response: one army may not move for the rest of this impulse.', '반응: 군 하나가 이번 Impulse 동안 이동할 수 없다.'),
     effect='army_cannot_move')
card(77, '30 Pieces of Silver', '배신자(은화30냥)', seed(2567, 2573, kw='#77') + ': FS starts scenario 3 with it', slug='30-pieces-of-silver',
     notes='Event not in the seed.')
card(78, 'Distribute Rations', '식량배급', seed(1622, 1662, kw='#78'), slug='distribute-rations',
     notes='Event not in the seed: it changes the Imperial attrition level and may raise it more than one level at once (L1622, L1662).')
for n in range(79, 83):
    card(n)
card(83, 'Masked Batteries', '포대 은폐', seed(1289, kw='#83') + ': creates an entrenchment', slug='masked-batteries',
     event=('Place an entrenchment in a duchy the player controls that holds a friendly army or army group or at least 4 SP (12.45).',
            '아군 군·군집단 또는 4SP 이상이 있는 자기 제어 지역에 참호를 놓는다(12.45).'),
     effect='place_entrenchment')
card(84, 'This Sanguinary Combat', '이 처참한 전투', seed(634, kw='#84') + ': 5 CP', cp=5, slug='this-sanguinary-combat',
     notes='Event not in the seed.')
card(85)
card(86, 'Imperious Hunger', '제국군의 굶주림', seed(488, 1622, kw='#86'), slug='imperious-hunger',
     event=('The used cards (the discard pile) are shuffled back into the draw deck.', '사용한 카드(버린 카드 더미)를 덱에 다시 섞어 넣는다.'),
     effect='reshuffle_used',
     notes='It also worsens Imperial attrition for the rest of the game (L1622); by how much is not in the seed.')
for n in range(87, 92):
    card(n)
card(92, 'General Staff', '장군의 부관', seed(626, kw='#92'), slug='general-staff',
     notes='Event not in the seed: the only card that discards Home cards at random (L626).')
for n in range(93, 97):
    card(n)
card(97, src=seed(494, kw='#97') + ': left face up until the end of the turn', face_up=1)
card(98)
card(99)
card(100, 'Fresh Disasters', '새로운 재앙', seed(488, kw='#100'), slug='fresh-disasters',
     event=('The used cards (the discard pile) are shuffled back into the draw deck.', '사용한 카드(버린 카드 더미)를 덱에 다시 섞어 넣는다.'),
     effect='reshuffle_used', notes='The rest of the event is not in the seed.')
for n in (101, 102, 103):
    card(n)
card(104, 'Victory or Death', '승리냐 죽음이냐', seed(1340, 1411, 1456, kw='#104') + ': a battle card (seed Korean spellings 승리냐 죽음이나, 승리나 죽음이나)', battle=1, slug='victory-or-death',
     event=('Battle card: the battle may go on past the second round; a rout counts only as a retreat (only 6s eliminate, no loot roll, '
            'no rout Morale Loss); loot counts the enemies eliminated over all rounds.',
            '전투 카드: 전투가 두 번째 라운드 뒤로도 계속될 수 있다. 참패는 보통 후퇴로만 친다(6만 제거, 전리품 굴림과 참패 Morale Loss 없음). '
            '전리품은 모든 라운드의 제거를 센다.'),
     effect='battle_past_round_2,rout_as_retreat,loot_all_rounds',
     notes='How many rounds, and who may stop, is not stated (decision in kutuzov.md).')
card(105)
card(106, 'Men of Bronze', '철면피', seed(650, 1413, kw='#106') + ': a battle card', battle=1, slug='men-of-bronze',
     notes='Event not in the seed: it changes how many disruptions become eliminations on a rout (L1413).')
card(107, "The Emperor's Wife", '황후', seed(724, 939, kw='#107'), slug='the-emperor-s-wife',
     event=('Build 3 SP by event where the player\'s Power may build (the seed\'s example: into besieged Riga after other builds).',
            '생산할 수 있는 곳에 이벤트로 3SP를 생산한다(규칙서 예: 다른 생산 뒤 포위된 Riga에).'),
     effect='build_3_sp', notes='It is also an exception to the stacking rule (L939); how is not stated.')
card(108, 'Cossack Riders', '코사크의 습격', seed(1073, kw='#108'), slug='cossack-riders',
     notes='Event not in the seed: it places a flag by event, into which enemy armies may intercept (L1073).')
card(109, 'Distant Gunfire', '원거리 포격', seed(1100, 1263, kw='#109'), slug='distant-gunfire',
     event=('Leaderless soldiers may intercept as if led (a virtual leader, for the interception only; it adds nothing in battle); '
            'the active side\'s event interceptors get no terrain.',
            '리더 없는 병사가 가상의 리더가 있는 것처럼 차단할 수 있다(차단에만, 전투에는 영향 없음). 활성 쪽 이벤트 차단군은 지형 효과가 없다.'),
     effect='virtual_leader_intercept')
card(110)

assert [c['number'] for c in CARDS] == list(range(1, 111)), 'card numbers'
