"""Generates unit_types.tsv and units.tsv (the built-in pack's order of battle, 1983 and 1988) from the
compact tables below. Stdlib only. Identities, formations, garrisons and subordination are public
historical facts of the 1980s armies (named in each row's source); the game values come from the type
templates, which are reconstructed so that every value the seed pins holds (seed_checks.tsv).

A unit's `entry` is its default entry code ([3.2.9]): a 4-digit hex (its garrison's hex through the map's
fit) for units that start on the map, else A, EB, G#, RF####, RR, RS####, S, SRB. Scenarios may override.
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "nato", "data")

# ----------------------------------------------------------------------------------------- templates
# type: side, class (armor|mech|soft|artillery|hq), size, steps, attack, defence, ma, reduced a/d/ma,
# flags (A = airmobile/airborne "A" MA, B = airborne symbol, M = marine), name_ko suffix, source.
T = {}


def t(key, side, cls, size, steps, a, d, ma, ra="-", rd="-", rma="-", flags="", ko="", src=""):
    T[key] = dict(type=key, side=side, cls=cls, size=size, steps=steps, attack=a, defence=d, ma=ma,
                  ra=ra, rd=rd, rma=rma, flags=flags, ko=ko, source=src)


P = "seed L"
# Warsaw Pact
t("su_td", "wp", "armor", "XX", 2, 10, 6, 5, 5, 3, 5, ko="전차사단",
  src="seed L3103, L3143, L3325 (16th Guards Tank Division attack 10); defence, MA, reduced side reconstructed (Soviet MA 5 like the GDR 8th, L3387)")
t("su_mrd", "wp", "mech", "XX", 2, 8, 6, 5, 4, 3, 5, ko="차량화소총사단",
  src="seed L3103 (21st MRD attack 8), L3117 (94th Guards MRD 8); defence, MA, reduced side reconstructed")
t("su_mrd_cat3", "wp", "mech", "XX", 2, 6, 5, 4, 3, 3, 4, ko="차량화소총사단",
  src="reconstructed: Category III (cadre) motor rifle division, two thirds of a ready one")
t("su_td_cat3", "wp", "armor", "XX", 2, 7, 5, 4, 4, 3, 4, ko="전차사단",
  src="reconstructed: Category III (cadre) tank division")
t("su_arty", "wp", "artillery", "XX", 1, 1, 1, 4, flags="", ko="포병사단",
  src="seed [3.3], [24.1.1], [24.2.5] (1 artillery point, temporary defence 1, 1 step); MA reconstructed")
t("su_abn_rgt", "wp", "mech", "III", 1, 2, 2, 4, flags="AB", ko="근위공수연대",
  src="seed L3325 (97th/108th/119th Guards regiments attack 2), [3.10] item 2 (mechanized airborne regiments); defence, MA reconstructed")
t("su_aslt_bde", "wp", "soft", "X", 1, 3, 2, 4, flags="A", ko="공중강습여단",
  src="seed L1766, L2204 (83rd Air Assault Brigade is airmobile); values reconstructed")
t("su_tank_rgt", "wp", "armor", "III", 1, 3, 2, 5, ko="전차연대",
  src="seed [3.2.6.2] (138th Tank Regiment of the Baltic Corps, not marine); values reconstructed")
t("su_naval_inf", "wp", "soft", "X", 1, 2, 2, 4, flags="M", ko="근위해군보병여단",
  src="seed [3.2.6.2] (336th Guards Naval Infantry Brigade, marine); values reconstructed")
t("gdr_mrd", "wp", "mech", "XX", 2, 6, 5, 5, 3, 3, 5, ko="차량화소총사단",
  src="seed L3117, L3387 (GDR 8th MRD attack 6, MA 5); defence and reduced side reconstructed")
t("gdr_td", "wp", "armor", "XX", 2, 7, 5, 5, 4, 3, 5, ko="전차사단", src="reconstructed: GDR tank division, one more attack than its MRD")
t("gdr_mrd_res", "wp", "mech", "XX", 2, 4, 4, 4, 2, 2, 4, ko="차량화소총사단(예비)", src="reconstructed: GDR mobilisation (reserve) division")
t("gdr_border", "wp", "soft", "III", 1, 0, 1, 4, ko="국경경비연대", src="seed [3.2.6.1] (GDR 'Gr' border-guard regiments are 0-1-4)")
t("pl_td", "wp", "armor", "XX", 2, 7, 5, 5, 4, 3, 5, ko="전차사단", src="reconstructed: Polish tank division")
t("pl_md", "wp", "mech", "XX", 2, 6, 5, 5, 3, 3, 5, ko="기계화사단", src="reconstructed: Polish mechanized division")
t("pl_marine", "wp", "mech", "X", 1, 2, 2, 4, flags="M", ko="해병여단",
  src="seed [3.2.6.2] (Polish 7th Marine brigade of the Baltic Corps); values reconstructed")
t("pl_abn", "wp", "soft", "X", 1, 2, 2, 4, flags="AB", ko="공수여단", src="reconstructed: Polish 6th Airborne Brigade")
t("cs_td", "wp", "armor", "XX", 2, 7, 5, 5, 4, 3, 5, ko="전차사단", src="reconstructed: Czechoslovak tank division")
t("cs_mrd", "wp", "mech", "XX", 2, 6, 5, 5, 3, 3, 5, ko="차량화소총사단", src="reconstructed: Czechoslovak motor rifle division")
t("cs_border", "wp", "soft", "III", 1, 0, 1, 4, ko="국경경비연대", src="seed [3.2.6.1] (Czech 'CPS' border-guard regiments are 0-1-4)")
t("wp_front_hq", "wp", "hq", "XXXXX", 1, 6, 1, 5, ko="전선 본부",
  src="seed L1628 (NEGF HQ support range 6), [3.2.10.3], [25.2.7] (1 step, temporary defence 1); MA reconstructed")
t("wp_corps_hq", "wp", "hq", "XXX", 1, 4, 1, 4, flags="M", ko="군단 본부",
  src="seed [29.6] (Baltic Corps HQ counts as a marine unit); support range and MA reconstructed")
t("wp_ah", "wp", "ah", "X", 1, 1, 2, 5, ko="공격헬기여단",
  src="reconstructed: WP attack-helicopter brigade (column shift 1 [3.6], defence 2 like the WP helicopter command of L2204, 5-hex flight [18.4])")
# NATO
t("wg_pz", "nato", "armor", "X", 1, 4, 3, 6, ko="기갑여단", src="seed L1770 (2/1 Panzer Bde MA 6), L3327 (3/1 Panzer Bde defence 3); attack reconstructed")
t("wg_pzgren", "nato", "mech", "X", 1, 3, 3, 6, ko="기갑척탄병여단", src="seed L3105 (1st Panzergrenadier Bde defence 3, hard); attack and MA reconstructed")
t("wg_pz_88", "nato", "armor", "X", 1, 5, 3, 6, ko="기갑여단", src="seed L1770, L3327 (MA 6, defence 3); attack 5 reconstructed (1988: Leopard 2 in every tank battalion)")
t("wg_pzgren_88", "nato", "mech", "X", 1, 4, 3, 6, ko="기갑척탄병여단", src="seed L3105 (defence 3); attack 4 reconstructed (1988)")
t("wg_ll", "nato", "soft", "X", 1, 2, 2, 4, flags="AB", ko="공수여단", src="reconstructed: Luftlande brigade (27LL of L3070 is one step)")
t("wg_geb", "nato", "soft", "X", 1, 3, 3, 4, ko="산악여단", src="reconstructed: Gebirgsjaeger brigade")
t("wg_hsch", "nato", "soft", "X", 1, 2, 1, 4, ko="국토방위여단", src="seed L3143 (63rd Home Defence Bde: soft, defence 1); attack and MA reconstructed")
t("wg_hsch_res", "nato", "soft", "X", 1, 1, 1, 4, ko="국토방위여단(예비)", src="seed L3143 (Home Defence defence 1); reserve brigade values reconstructed")
t("wg_corps_hq", "nato", "hq", "XXX", 1, 3, 1, 6, ko="군단 본부", src="seed [3.4] (HQ support range, temporary defence 1); values reconstructed like UK I Corps (range 3, L1627)")
t("us_armd", "nato", "armor", "X", 1, 4, 3, 6, ko="기갑여단", src="reconstructed: US armored brigade 1983 (M60)")
t("us_mech", "nato", "mech", "X", 1, 3, 3, 6, ko="기계화여단", src="reconstructed: US mechanized brigade 1983 (M113)")
t("us_armd_88", "nato", "armor", "X", 1, 5, 4, 6, ko="기갑여단", src="reconstructed: US armored brigade 1988 (M1, M2)")
t("us_mech_88", "nato", "mech", "X", 1, 4, 4, 6, ko="기계화여단", src="reconstructed: US mechanized brigade 1988 (M1, M2)")
t("us_acr", "nato", "armor", "III", 2, 4, 4, 6, 2, 2, 6, ko="기갑기병연대", src="seed [3.2.10.2] (certain US armored cavalry regiments have 2 steps), [33.3.5] (3rd ACR); values reconstructed")
t("us_abn", "nato", "soft", "X", 1, 2, 2, 4, flags="AB", ko="공수여단", src="reconstructed: 82nd Airborne Division brigade")
t("us_aslt", "nato", "soft", "X", 1, 2, 2, 4, flags="A", ko="공중강습여단", src="reconstructed: 101st Airborne Division (Air Assault) brigade")
t("us_inf", "nato", "soft", "X", 1, 2, 2, 4, ko="보병여단", src="reconstructed: US National Guard / light infantry brigade")
t("us_corps_hq", "nato", "hq", "XXX", 1, 4, 1, 6, ko="군단 본부", src="seed [3.4]; values reconstructed (US corps HQs give offensive support, [25.4])")
t("us_ah_83", "nato", "ah", "X", 1, 1, 2, 5, ko="공격헬기여단", src="seed [3.6.4], [3.10] items 4-5 (US AH brigades defence 2 in the 1983 pool)")
t("us_ah_88", "nato", "ah", "X", 1, 1, 3, 5, ko="공격헬기여단", src="seed [3.6.4], [3.10] items 4-5 (US AH brigades defence 3 in the 1988 pool)")
t("uk_armd", "nato", "armor", "X", 1, 4, 3, 5, ko="기갑여단", src="seed L3117 (UK 7th Armoured Bde defence 3), L3982 (UK MA 5); attack reconstructed")
t("uk_armd_88", "nato", "armor", "X", 1, 5, 3, 5, ko="기갑여단", src="seed L3117, L3982 (defence 3, MA 5); attack 5 reconstructed (1988: Challenger, Warrior)")
t("uk_inf", "nato", "soft", "X", 1, 2, 2, 5, ko="보병여단", src="seed L3982 (UK MA 5); values reconstructed (PRG, L3070, is one step)")
t("uk_corps_hq", "nato", "hq", "XXX", 1, 3, 1, 5, ko="군단 본부", src="seed L1627 (UK I Corps HQ support range 3), [25.2.7]; MA reconstructed")
t("nl_mech", "nato", "mech", "X", 1, 3, 3, 5, ko="기계화여단", src="reconstructed: Dutch armoured infantry brigade")
t("nl_mech_res", "nato", "mech", "X", 1, 2, 2, 5, ko="기계화여단(예비)", src="reconstructed: Dutch reserve brigade (RIM)")
t("be_mech", "nato", "mech", "X", 1, 3, 3, 5, ko="기계화여단", src="reconstructed: Belgian mechanized brigade")
t("be_para", "nato", "soft", "X", 1, 2, 2, 4, flags="AB", ko="공수특전연대", src="reconstructed: Belgian Para-Commando Regiment")
t("dk_mech", "nato", "mech", "X", 1, 3, 2, 5, ko="기계화여단", src="reconstructed: Danish mechanized brigade (Jutland and Zealand Divisions, seed L1647)")
t("dk_terr", "nato", "soft", "X", 1, 0, 1, 3, ko="지역방위군", src="reconstructed: Danish regional (Home Guard) brigade group, territorial ([3.2.5.1])")
t("fr_armd_div", "nato", "armor", "XX", 2, 6, 5, 5, 3, 3, 5, ko="기갑사단", src="seed [3.2.10.2] (French armored divisions have 2 steps); values reconstructed")
t("fr_light", "nato", "soft", "XX", 1, 3, 2, 5, flags="A", ko="경사단", src="reconstructed: French FAR light division (1988 pool, seed [35.8])")
t("fr_terr", "nato", "soft", "X", 1, 0, 1, 3, ko="지역방위여단", src="reconstructed: French territorial division (DMT), territorial")
t("nato_corps_hq", "nato", "hq", "XXX", 1, 3, 1, 5, ko="군단 본부", src="seed [3.4], L1627 (corps HQ range 3); values reconstructed")
t("mn_hq", "nato", "hq", "XXX", 1, 3, 1, 5, ko="다국적 본부", src="seed [29.7] (LANDJUT, LANDZEALAND); values reconstructed")
t("transport", "both", "transport", "-", 1, "-", 2, "-", ko="수송사령부", src="seed L2204 (WP helicopter command defence 2), [15.0] (one step per turn); other commands' defence reconstructed")


# ----------------------------------------------------------------------------------------- order of battle
U = []


def u(uid, nation, typ, name, cmd, hq, garrison=None, entry=None, pool="common", formation="-", legend="-",
      indep=0, terr=0, ko=None, src=""):
    U.append(dict(unit=uid, nation=nation, type=typ, name=name, command=cmd, hq=hq, garrison=garrison,
                  entry=entry, pool=pool, formation=formation, legend=legend, independent=indep,
                  territorial=terr, ko=ko, source=src))


PUB = "public: "
# --- Soviet: Group of Soviet Forces in Germany (1980s), Northern/Central Groups, Baltic MD, airborne
GSFG = "public: Group of Soviet Forces in Germany order of battle, 1980s (division garrisons)"
for n, typ, army, gar, front in [
        (16, "su_td", "2GTA", (53.36, 13.06), "negf"), (21, "su_mrd", "2GTA", (53.08, 11.86), "negf"),
        (94, "su_mrd", "2GTA", (53.63, 11.41), "negf"), (207, "su_mrd", "2GTA", (52.61, 11.86), "negf"),
        (10, "su_td", "3SA", (52.41, 13.02), "negf"), (12, "su_td", "3SA", (52.93, 12.80), "negf"),
        (47, "su_td", "3SA", (52.27, 11.43), "negf"), (7, "su_td", "3SA", (51.88, 12.23), "negf"),
        (6, "su_mrd", "20GA", (52.68, 13.59), "negf"), (35, "su_mrd", "20GA", (52.54, 13.05), "negf"),
        (14, "su_mrd", "20GA", (51.99, 13.07), "negf"), (25, "su_td", "20GA", (53.05, 13.80), "negf"),
        (27, "su_mrd", "8GA", (51.48, 11.97), "segf"), (39, "su_mrd", "8GA", (50.82, 10.72), "segf"),
        (57, "su_mrd", "8GA", (51.15, 11.81), "segf"), (79, "su_td", "8GA", (50.93, 11.59), "segf"),
        (9, "su_td", "1GTA", (51.31, 13.29), "segf"), (11, "su_td", "1GTA", (51.05, 13.74), "segf"),
        (20, "su_mrd", "1GTA", (51.24, 12.73), "segf")]:
    guards = n in (16, 94, 10, 12, 47, 7, 6, 14, 27, 39, 57, 79, 11, 20)
    kind = "Tank" if typ == "su_td" else "Motor Rifle"
    name = "%d%s %s Division" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th"),
                                 ("Guards " if guards else "") + kind)
    U_id = "su-%d-%s" % (n, "td" if typ == "su_td" else "mrd")
    u(U_id, "su", typ, name, front, front + "-hq", garrison=gar, formation=army, legend=front.upper(),
      ko="제%d%s%s" % (n, "근위" if guards else "", T[typ]["ko"]), src=GSFG + " (%s)" % army)
u("su-90-td", "su", "su_td", "90th Guards Tank Division", "negf", "negf-hq", garrison=(52.68, 13.59), pool="1988",
  formation="20GA", legend="NEGF", ko="제90근위전차사단", src="public: 6th Guards MRD reorganised as the 90th Guards Tank Division (1980s)")
u("su-34-arty", "su", "su_arty", "34th Artillery Division (North)", "negf", "negf-hq", garrison=(52.39, 13.07), legend="NEGF",
  ko="제34포병사단", src="seed L1639, L2546, L3072 ('34N' artillery division of NEGF); public: 34th Guards Artillery Division, Potsdam")
u("su-34s-arty", "su", "su_arty", "34th Artillery Division (South)", "segf", "segf-hq", garrison=(51.31, 13.29), legend="SEGF",
  ko="제34포병사단(남부)", src="reconstructed: the seed's '34N' implies a southern counterpart; GSFG artillery split between the two fronts")
u("su-83-aslt", "su", "su_aslt_bde", "83rd Air Assault Brigade", "negf", "negf-hq", entry="SRB", legend="NEGF",
  ko="제83공중강습여단", src="seed L1766, L2204, L3231 (83rd Air Assault Brigade with NEGF); public: 83rd Air Assault Brigade, Northern Group of Forces")
u("su-35-aslt", "su", "su_aslt_bde", "35th Air Assault Brigade", "segf", "segf-hq", garrison=(51.76, 14.33), legend="SEGF",
  ko="제35공중강습여단", src="public: 35th Guards Air Assault Brigade, Cottbus")
for r in (97, 108, 119):
    u("su-%d-abn" % r, "su", "su_abn_rgt", "%dth Guards Airborne Regiment (7th Gds Abn Div)" % r, "indep", "-",
      entry="SRB", indep=1, formation="7GAD", ko="제%d근위공수연대" % r,
      src="seed L2083, L3325 (97th, 108th, 119th regiments of the 7th Guards Airborne Division), [3.10] item 2")
for r in (104, 234, 237):
    u("su-%d-abn" % r, "su", "su_abn_rgt", "%dth Guards Airborne Regiment (76th Gds Abn Div)" % r, "indep", "-",
      entry="SRB", indep=1, formation="76GAD", ko="제%d근위공수연대" % r,
      src="seed [3.10] item 2, [35.8] (76th Guards Airborne Division regiments); public: 104th, 234th, 237th Guards Airborne Regiments")
# Baltic Corps and Baltic Front (Baltic Military District: 11th Guards Army)
u("su-138-tk", "su", "su_tank_rgt", "138th Tank Regiment", "baf", "bc-hq", entry="SRB", legend="BC",
  ko="제138전차연대", src="seed [3.2.6.2], L2079")
u("su-336-nav", "su", "su_naval_inf", "336th Guards Naval Infantry Brigade", "baf", "bc-hq", entry="SRB", legend="BC",
  ko="제336근위해군보병여단", src="seed [3.2.6.2], L1649, L2081; public: 336th Guards Naval Infantry Brigade, Baltiysk")
u("pl-7-mar", "pl", "pl_marine", "7th Marine (Coastal Defence) Brigade", "baf", "bc-hq", garrison=(54.38, 18.60), entry="SRB",
  legend="BC", ko="제7해병여단", src="seed [3.2.6.2], L1629, L1649; public: Polish 7th Lusatian Coastal Defence Brigade, Gdansk")
u("su-37-aslt", "su", "su_aslt_bde", "37th Air Assault Brigade", "baf", "baf-hq", entry="SRB", legend="BAF",
  ko="제37공중강습여단", src="seed [10.9.1] (37th Assault Brigade of the Baltic Front, airmobile)")
for n, typ, src in [(1, "su_mrd", "1st Guards MRD (Kaliningrad)"), (40, "su_td", "40th Guards TD (Sovetsk)"),
                    (26, "su_td", "26th TD (Gusev)"), (18, "su_mrd", "18th Guards MRD (Gusev)"),
                    (3, "su_mrd", "3rd Guards MRD (Klaipeda)"), (1, "su_td", "1st Guards TD (Kaliningrad)")]:
    uid = "su-baf-%d-%s" % (n, typ[3:])
    U_name = src.split(" (")[0].replace("MRD", "Motor Rifle Division").replace("TD", "Tank Division")
    u(uid, "su", typ, U_name, "baf", "baf-hq", entry="RR", legend="BAF",
      ko="제%d%s" % (n, T[typ]["ko"]), src="public: 11th Guards Army, Baltic Military District: " + src)
# Polish Front
for n, typ, gar, src in [(2, "pl_md", (53.57, 14.77), "2nd Pomeranian MD, Szczecin"),
                         (8, "pl_md", (54.18, 15.58), "8th Pomeranian MD, Koszalin"),
                         (12, "pl_md", (53.43, 14.55), "12th MD, Szczecin"),
                         (20, "pl_td", (53.13, 16.75), "20th TD, Szczecinek"),
                         (4, "pl_md", (52.43, 15.20), "4th MD, Krosno Odrzanskie"),
                         (5, "pl_td", (51.94, 15.50), "5th TD, Gubin"),
                         (11, "pl_td", (51.56, 15.32), "11th TD, Zagan"),
                         (10, "pl_td", (51.11, 17.03), "10th TD, Opole"),
                         (16, "pl_td", (54.03, 19.04), "16th TD, Elblag")]:
    kind = "Tank" if typ == "pl_td" else "Mechanized"
    uid = "pl-%d-%s" % (n, "td" if typ == "pl_td" else "md")
    name = "Polish %d%s %s Division" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n not in (11, 12, 13) else 0, "th"), kind)
    if n == 10:
        name = "Polish 10th Tank Division (P10T/P4)"
    g = gar if gar[1] < 15.3 else None
    u(uid, "pl", typ, name, "pof", "pof-hq", garrison=g, entry=None if g else ("G3" if gar[0] > 52.6 else "G4"),
      legend="POF", ko="폴란드 제%d%s" % (n, T[typ]["ko"]),
      src="public: Polish People's Army, 1980s: " + src + ("; seed [3.10] item 3 (P10T/P4 designation)" if n == 10 else ""))
u("pl-6-abn", "pl", "pl_abn", "Polish 6th Airborne Brigade", "pof", "pof-hq", entry="SRB", legend="POF",
  ko="폴란드 제6공수여단", src="public: 6th Pomeranian Airborne Brigade, Krakow")
# GDR National People's Army
NVA = "public: Nationale Volksarmee, 1980s (5th Army Neubrandenburg, 3rd Army Leipzig)"
for n, typ, gar, front in [(1, "gdr_mrd", (52.39, 13.07), "negf"), (8, "gdr_mrd", (53.63, 11.41), "negf"),
                           (9, "gdr_td", (53.79, 14.04), "negf"), (4, "gdr_mrd", (50.98, 11.03), "segf"),
                           (7, "gdr_td", (51.05, 13.74), "segf"), (11, "gdr_mrd", (51.48, 11.97), "segf")]:
    kind = "Tank" if typ == "gdr_td" else "Motor Rifle"
    u("gdr-%d" % n, "gdr", typ, "GDR %d%s %s Division" % (n, {1: "st", 4: "th", 7: "th", 8: "th", 9: "th", 11: "th"}[n], kind),
      front, front + "-hq", garrison=gar, legend=front.upper(), ko="동독 제%d%s" % (n, T[typ]["ko"]),
      src=NVA + (("; seed L3117, L3387 (GDR 8th MRD)") if n == 8 else ""))
for n, gar, front in [(6, (53.63, 11.41), "negf"), (10, (51.05, 13.74), "segf"), (17, (52.39, 13.07), "negf"),
                      (19, (50.98, 11.03), "segf"), (20, (51.48, 11.97), "segf")]:
    u("gdr-%d-res" % n, "gdr", "gdr_mrd_res", "GDR %dth Motor Rifle Division (mobilisation)" % n, front, front + "-hq",
      entry="RS" if False else None, garrison=gar, legend=front.upper(), ko="동독 제%d%s" % (n, T["gdr_mrd_res"]["ko"]),
      src=NVA + "; mobilisation divisions raised from reserves", pool="common")
for i, gar in enumerate([(53.86, 10.90), (53.45, 11.05), (52.90, 11.40), (52.20, 11.20), (51.70, 10.80),
                         (51.20, 10.20), (50.60, 10.40), (50.40, 11.60)], 1):
    u("gdr-gr-%d" % i, "gdr", "gdr_border", "GDR Border Regiment %d (Gr)" % i, "indep", "-", garrison=gar,
      indep=1, terr=1, legend="Gr", ko="동독 제%d국경경비연대" % i,
      src="seed [3.2.6.1] (GDR 'Gr' border-guard regiments); public: Grenztruppen der DDR border regiments along the inner-German border (reconstructed count and places)")
# Czechoslovak People's Army and the Central Group of Forces
for n, typ, gar, src in [(1, "cs_td", (50.08, 14.42), "1st TD, Slany"), (2, "cs_mrd", (49.75, 13.38), "2nd MRD, Susice"),
                         (4, "cs_td", (50.21, 15.83), "4th TD, Havlickuv Brod"), (9, "cs_td", (49.41, 14.68), "9th TD, Tabor"),
                         (19, "cs_mrd", (49.75, 13.38), "19th MRD, Plzen"), (20, "cs_mrd", (50.23, 12.87), "20th MRD, Karlovy Vary"),
                         (3, "cs_mrd", (49.20, 16.61), "3rd MRD, Kromeriz"), (15, "cs_mrd", (49.30, 14.13), "15th MRD, Ceske Budejovice")]:
    kind = "Tank" if typ == "cs_td" else "Motor Rifle"
    g = gar if gar[1] < 15.2 else None
    u("cs-%d" % n, "cs", typ, "Czechoslovak %d%s %s Division" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n, "th"), kind), "czf",
      "czf-hq", garrison=g, entry=None if g else "G5", legend="CZF", ko="체코 제%d%s" % (n, T[typ]["ko"]),
      src="public: Czechoslovak People's Army, 1980s: " + src)
for n, typ, gar, src in [(15, "su_td", (50.37, 14.75), "15th Guards TD, Milovice"), (31, "su_td", (49.80, 17.10), "31st TD, Bruntal"),
                         (18, "su_mrd", (50.18, 15.12), "18th Guards MRD, Mlada Boleslav"), (30, "su_mrd", (50.13, 14.50), "30th Guards MRD, Zvolen"),
                         (48, "su_mrd", (49.30, 14.00), "48th MRD, Vysoke Myto")]:
    g = gar if gar[1] < 15.2 else None
    kind = "Tank" if typ == "su_td" else "Motor Rifle"
    u("su-cgf-%d" % n, "su", typ, "%d%s %s Division (Central Group)" % (n, "th" if n != 31 else "st", kind), "czf", "czf-hq",
      garrison=g, entry=None if g else "G5", legend="CZF", ko="제%d%s" % (n, T[typ]["ko"]),
      src="public: Central Group of Forces (Czechoslovakia), 1980s: " + src)
for i, gar in enumerate([(50.25, 12.20), (49.70, 12.55), (49.10, 13.30), (48.75, 14.00)], 1):
    u("cs-cps-%d" % i, "cs", "cs_border", "Czech Border Regiment %d (CPS)" % i, "indep", "-", garrison=gar, indep=1,
      terr=1, legend="CPS", ko="체코 제%d국경경비연대" % i,
      src="seed [3.2.6.1] (Czech 'CPS' border-guard regiments); public: Pohranicni straz brigades on the Bavarian border (reconstructed count and places)")
# Category III reinforcements: Belorussian and Carpathian fronts (Extended Buildup-style 'EB' and RR)
for i in range(1, 7):
    u("su-bef-%d" % i, "su", "su_td_cat3" if i % 2 else "su_mrd_cat3", "Belorussian Front division %d" % i, "bef", "bef-hq",
      entry="RR", legend="BEF", ko="벨라루스 전선 제%d사단" % i,
      src="seed [35.8] (BEF, Extended Buildup), [3.10] item 1; public: Belorussian Military District tank and motor rifle divisions (numbers not modelled)")
for i in range(1, 5):
    u("su-caf-%d" % i, "su", "su_mrd_cat3", "Carpathian Front division %d" % i, "caf", "caf-hq", entry="G5", legend="CAF",
      ko="카르파티아 전선 제%d사단" % i, src="seed [35.8] (CAF, Extended Buildup); public: Carpathian Military District divisions (numbers not modelled)")
# WP HQs and AH brigades
for f, name, gar, entry, src in [
        ("negf", "North-East German Front HQ", (52.98, 13.13), None, "seed L1628 (NEGF HQ, range 6); public: GSFG HQ Wuensdorf's northern armies"),
        ("segf", "South-East German Front HQ", (51.05, 13.74), None, "seed [35.8] (SEGF); reconstructed place (Dresden)"),
        ("pof", "Polish Front HQ", (53.43, 14.55), None, "seed [35.8] (POF); reconstructed place (Szczecin)"),
        ("czf", "Czechoslovak Front HQ", (50.08, 14.42), None, "seed [35.8] (CZF); reconstructed place (Prague)"),
        ("baf", "Baltic Front HQ", None, "RR", "seed [29.5] (BAF HQ, the only front HQ in the BALTAP zone)"),
        ("bef", "Belorussian Front HQ", None, "RR", "seed [35.8] (BEF)"),
        ("caf", "Carpathian Front HQ", None, "G5", "seed [35.8] (CAF)")]:
    u(f + "-hq", "su" if f not in ("pof", "czf") else {"pof": "pl", "czf": "cs"}[f], "wp_front_hq", name, f, "-", garrison=gar,
      entry=entry, legend=f.upper(), ko={"negf": "북동독 전선", "segf": "남동독 전선", "pof": "폴란드 전선", "czf": "체코슬로바키아 전선",
                                         "baf": "발트해 전선", "bef": "벨라루스 전선", "caf": "카르파티아 전선"}[f] + " 본부", src=src)
    if f in ("negf", "segf", "pof", "czf", "baf"):
        u(f + "-ah", "su", "wp_ah", name.replace(" HQ", "") + " attack-helicopter brigade", f, f + "-hq", entry="AH",
          legend=f.upper(), ko={"negf": "북동독", "segf": "남동독", "pof": "폴란드", "czf": "체코", "baf": "발트해"}[f] + " 전선 공격헬기여단",
          src="seed L3080 (the NEGF AH brigade), [18.4] (most WP front HQs have one)" if f == "negf" else "seed [18.4] (most WP front HQs have one); reconstructed which")
u("bc-hq", "su", "wp_corps_hq", "Baltic Corps HQ", "baf", "baf-hq", entry="SRB", legend="BC", ko="발트해 군단 본부",
  src="seed [3.2.6.2], [29.6], L1649")

# --- NATO
BW = "public: Bundeswehr Heeresstruktur 4 (1980s) brigade garrisons"
wg_div = [  # div, corps, [(bde, type, garrison)]
    ("1PzD", "wg1", [(1, "pzgren", (52.15, 9.95)), (2, "pz", (52.27, 10.52)), (3, "pz", (52.64, 9.21))]),
    ("3PzD", "wg1", [(7, "pzgren", (53.55, 10.00)), (8, "pz", (53.25, 10.41)), (9, "pz", (52.98, 10.09))]),
    ("7PzD", "wg1", [(19, "pzgren", (51.76, 7.89)), (20, "pz", (51.38, 7.70)), (21, "pz", (51.89, 8.79))]),
    ("11PzGD", "wg1", [(31, "pzgren", (53.14, 8.21)), (32, "pzgren", (53.24, 8.62)), (33, "pz", (52.62, 10.08))]),
    ("2PzGD", "wg3", [(4, "pzgren", (51.54, 9.93)), (5, "pzgren", (51.00, 9.40)), (6, "pz", (51.49, 9.38))]),
    ("5PzD", "wg3", [(13, "pzgren", (50.56, 8.50)), (14, "pz", (50.86, 9.12)), (15, "pz", (50.36, 7.59))]),
    ("12PzD", "wg3", [(34, "pz", (49.62, 9.53)), (35, "pzgren", (50.08, 9.87)), (36, "pz", (49.49, 9.77))]),
    ("4PzGD", "wg2", [(10, "pzgren", (49.68, 12.16)), (11, "pzgren", (48.90, 12.73)), (12, "pz", (49.44, 11.86))]),
    ("10PzD", "wg2", [(28, "pz", (48.44, 9.88)), (29, "pz", (48.09, 9.22)), (30, "pzgren", (48.96, 10.13))]),
    ("1GebD", "wg2", [(22, "pzgren", (47.68, 11.20)), (23, "geb", (47.73, 12.88)), (24, "pz", (48.54, 12.15))]),
    ("1LLD", "wg2", [(25, "ll", (48.71, 8.74)), (26, "ll", (49.31, 6.75)), (27, "ll", (51.67, 8.35))]),
    ("6PzGD", "lj", [(16, "pzgren", (53.53, 10.22)), (17, "pzgren", (53.58, 10.05)), (18, "pz", (54.07, 9.98))]),
]
for div, corps, bdes in wg_div:
    for n, kind, gar in bdes:
        typ = {"pz": "wg_pz", "pzgren": "wg_pzgren", "ll": "wg_ll", "geb": "wg_geb"}[kind]
        label = {"pz": "Panzer", "pzgren": "Panzergrenadier", "ll": "Airborne (Luftlande)", "geb": "Mountain"}[kind]
        hq = "lj-hq" if corps == "lj" else corps + "-hq"
        extra = ""
        if n == 1:
            extra = "; seed L3105 (1st Panzergrenadier Bde, defence 3)"
        if n in (2, 3):
            extra = "; seed L1770, L3317, L3327 (1st Panzer Division's 2/1 and 3/1 brigades)"
        if n == 27:
            extra = "; seed L3070 (27LL)"
        if n == 31:
            extra = "; seed L1625, L2745 (31st PzGren Bde of the 11th PzGren Div)"
        if n == 22:
            extra = "; seed L3127 names a 22nd Panzer Bde"
        for pool, t2 in (("1983", typ), ("1988", typ + "_88" if typ in ("wg_pz", "wg_pzgren") else None)):
            if t2 is None:
                if pool == "1988":
                    continue
                pool = "common"
            uid = "wg-%d%s" % (n, "" if pool == "common" else "-" + pool[2:])
            u(uid, "frg", t2, "%d. %s Brigade (%s)" % (n, label, div), corps, hq, garrison=gar, pool=pool, formation=div,
              legend={"wg1": "WG I", "wg2": "WG II", "wg3": "WG III", "lj": "LJ"}[corps],
              ko="서독 제%d%s" % (n, T[t2]["ko"]), src=BW + extra)
for n, gar, corps in [(51, (54.14, 10.62), "lj"), (52, (52.52, 7.32), "wg1"), (53, (50.87, 7.05), "wg1"),
                      (54, (49.75, 6.64), "wg3"), (55, (48.68, 9.01), "wg2"), (56, (48.74, 11.18), "wg2")]:
    u("wg-hsch-%d" % n, "frg", "wg_hsch", "Home Defence Brigade %d" % n, corps, "lj-hq" if corps == "lj" else corps + "-hq",
      garrison=gar, terr=1, legend="Terr", ko="서독 제%d%s" % (n, T["wg_hsch"]["ko"]),
      src="public: Heimatschutzbrigaden 51-56 (Territorialheer)" + ("; seed L1630, L3327 (53rd Home Defence Bde)" if n == 53 else ""))
for n, site, corps in [(61, "neumunster", "lj"), (62, "oldenburg", "wg1"), (63, "kassel", "wg3"), (64, "hildesheim", "wg1"),
                       (65, "wurzburg", "wg2"), (66, "regensburg", "wg2")]:
    u("wg-hsch-%d" % n, "frg", "wg_hsch_res", "Home Defence Brigade %d (reserve)" % n, corps,
      "lj-hq" if corps == "lj" else corps + "-hq", entry="RS@" + site, terr=1, legend="Terr",
      ko="서독 제%d%s" % (n, T["wg_hsch_res"]["ko"]),
      src="public: Heimatschutzbrigaden 61-66 raised on mobilisation" + ("; seed L3143, L1637 (63rd Home Defence Bde)" if n == 63 else ""))
for c, name, gar, src in [("wg1", "WG I Corps HQ", (51.96, 7.63), "public: I. Korps, Muenster"),
                          ("wg2", "WG II Corps HQ", (48.40, 9.99), "public: II. Korps, Ulm"),
                          ("wg3", "WG III Corps HQ", (50.36, 7.59), "public: III. Korps, Koblenz")]:
    u(c + "-hq", "frg", "wg_corps_hq", name, c, "-", garrison=gar, legend=c.upper().replace("WG", "WG "),
      ko="서독 제%s군단 본부" % {"wg1": "1", "wg2": "2", "wg3": "3"}[c], src="seed [35.8] (WG I, II, III corps); " + src)
u("lj-hq", "frg", "mn_hq", "LANDJUT HQ", "lj", "-", garrison=(54.33, 10.12), legend="LJ", ko="LANDJUT 본부",
  src="seed [3.2.5.2], [29.7] (LANDJUT); public: COMLANDJUT, Rendsburg")
u("lz-hq", "dk", "mn_hq", "LANDZEALAND HQ", "lj", "-", garrison=(55.47, 11.40), entry="1512", legend="LZ", ko="LANDZEALAND 본부",
  src="seed L1647 (LZ HQ at 1512), [29.7]")
# Denmark
for n, name, gar in [(1, "1st Jutland Brigade", (55.56, 9.75)), (2, "2nd Jutland Brigade", (56.57, 9.03)),
                     (3, "3rd Jutland Brigade", (55.25, 9.49))]:
    u("dk-j%d" % n, "dk", "dk_mech", name, "lj", "lj-hq", garrison=gar, formation="JutlandDiv", legend="LJ",
      ko="덴마크 제%d유틀란트여단" % n, src="public: Jutland Division (Fredericia), 1980s brigades at Fredericia, Skive, Haderslev")
for n, gar in [(1, (55.72, 11.72)), (2, (55.01, 11.91))]:
    u("dk-z%d" % n, "dk", "dk_mech", "%s Zealand Brigade" % ("1st" if n == 1 else "2nd"), "lz", "lz-hq", garrison=gar,
      entry="1411" if n == 1 else "1310", formation="ZealandDiv", legend="LZ", ko="덴마크 제%d질랜드여단" % n,
      src="seed L1647, L1648 (Zealand Division's 1st Bde at 1411, 2nd Bde in Copenhagen 1310)")
for n, site in [(1, "kolding"), (2, "roskilde"), (3, "aalborg")]:
    u("dk-t%d" % n, "dk", "dk_terr", "Danish Regional Command %d" % n, "lj" if n != 2 else "lz", "lj-hq" if n != 2 else "lz-hq",
      entry=("RS@" + site) if n != 3 else None, garrison=(57.05, 9.92) if n == 3 else None, terr=1, legend="Terr",
      ko="덴마크 제%d지역방위군" % n, src="public: Danish regional defence (Landsdelskommando and Home Guard); count reconstructed")
u("dk-bornholm", "dk", "dk_terr", "Bornholm Force", "lz", "lz-hq", garrison=(55.10, 14.92), terr=1, legend="Terr",
  ko="보른홀름 방어대", src="public: Bornholms Vaern")
# UK
UKS = "public: 1st (British) Corps, BAOR, after the 1981 restructuring"
for n, div, gar, extra in [(7, "1ArmdD", (52.99, 9.84), "; seed L3117 (7th Armoured Bde, defence 3)"), (12, "1ArmdD", (52.28, 8.05), ""),
                           (22, "1ArmdD", (52.80, 9.96), ""), (4, "3ArmdD", (51.96, 7.63), ""), (6, "3ArmdD", (51.57, 8.11), ""),
                           (33, "3ArmdD", (51.72, 8.75), ""), (11, "4ArmdD", (52.29, 8.92), ""), (20, "4ArmdD", (51.94, 8.88), "")]:
    for pool, typ in (("1983", "uk_armd"), ("1988", "uk_armd_88")):
        u("uk-%d-%s" % (n, pool[2:]), "uk", typ, "%d Armoured Brigade (%s)" % (n, div), "uk1", "uk1-hq", garrison=gar,
          pool=pool, formation=div, legend="BR I", ko="영국 제%d%s" % (n, T[typ]["ko"]), src=UKS + extra)
u("uk-prg", "uk", "uk_inf", "Parachute Regiment Group (PRG)", "uk1", "uk1-hq", garrison=(52.99, 9.84), formation="1ArmdD",
  legend="BR I", ko="영국 공수연대 전투단(PRG)", src="seed L2956, L3070, L3074 (PRG brigade with the British)")
for n in (15, 24, 49):
    u("uk-%d-inf" % n, "uk", "uk_inf", "%d Infantry Brigade (2nd Infantry Division)" % n, "uk1", "uk1-hq", entry="S",
      formation="2InfD", legend="BR I", ko="영국 제%d보병여단" % n, src="public: 2nd Infantry Division (UK-based reinforcement of 1 (BR) Corps)")
u("uk-19-inf", "uk", "uk_inf", "19 Infantry Brigade", "uk1", "uk1-hq", entry="S", legend="BR I", ko="영국 제19보병여단",
  src="public: 19 Infantry Brigade (UK-based, 3rd Armoured Division in war)")
u("uk-1-inf", "uk", "uk_inf", "1 Infantry Brigade (UK Mobile Force)", "lj", "lj-hq", entry="S", legend="LJ", ko="영국 제1보병여단",
  src="public: UK Mobile Force, earmarked for Schleswig-Holstein and Denmark")
u("uk1-hq", "uk", "uk_corps_hq", "UK I Corps HQ", "uk1", "-", garrison=(52.03, 8.53), legend="BR I", ko="영국 제1군단 본부",
  src="seed L1626, L1627, L2544 (UK I Corps HQ, support range 3); public: 1 (BR) Corps, Bielefeld")
# Berlin
u("us-berlin", "us", "us_mech", "US Berlin Brigade", "berlin", "-", entry="3007", legend="Berlin", ko="미국 베를린 여단",
  src="seed [26.2.7], L3894 (the three West Berlin brigades)")
u("uk-berlin", "uk", "uk_inf", "Berlin Infantry Brigade", "berlin", "-", entry="3007", legend="Berlin", ko="영국 베를린 보병여단",
  src="seed [26.2.7]")
u("fr-berlin", "fr", "uk_inf", "Forces Francaises a Berlin", "berlin", "-", entry="3007", legend="Berlin", ko="프랑스 베를린 여단",
  src="seed [26.2.7]; values reconstructed as a light brigade")
# Netherlands
NLS = "public: 1st Netherlands Corps, 1980s"
for n, div, gar, entry in [(11, "1Div", (52.00, 5.83), None), (12, "1Div", (52.34, 6.67), None), (13, "1Div", (52.21, 5.96), None),
                           (41, "4Div", (53.47, 9.22), None), (42, "4Div", (52.35, 5.62), None), (43, "4Div", (52.29, 6.57), None)]:
    u("nl-%d" % n, "nl", "nl_mech", "Dutch %d Armoured Infantry Brigade" % n, "nl1", "nl1-hq", garrison=gar, formation=div,
      legend="NE I", ko="네덜란드 제%d기계화여단" % n,
      src=NLS + ("; 41 Brigade forward-based at Seedorf" if n == 41 else ""))
for n, site in [(51, "arnhem"), (52, "arnhem"), (53, "zwolle")]:
    u("nl-%d" % n, "nl", "nl_mech_res", "Dutch %d Brigade (reserve, 5th Division)" % n, "nl1", "nl1-hq",
      entry="RS@" + site if site == "arnhem" else "G1", formation="5Div", legend="NE I", ko="네덜란드 제%d예비여단" % n,
      src=NLS + " (5th Division, mobilisation)")
u("nl1-hq", "nl", "nato_corps_hq", "NE I Corps HQ", "nl1", "-", garrison=(52.21, 5.96), legend="NE I", ko="네덜란드 제1군단 본부",
  src="seed [35.8] (NE I); public: 1 (NL) Corps, Apeldoorn")
# Belgium
BES = "public: 1st Belgian Corps, 1980s"
for n, div, gar, entry in [(1, "1Div", (51.57, 8.11), None), (7, "1Div", (50.23, 5.34), "G1"), (10, "1Div", (50.65, 5.95), "G1"),
                           (4, "16Div", (51.57, 8.11), None), (17, "16Div", (50.88, 8.02), None), (12, "1Div", (50.63, 5.57), "G1")]:
    u("be-%d" % n, "be", "be_mech", "Belgian %d Mechanized Brigade" % n, "be1", "be1-hq", garrison=None if entry else gar,
      entry=entry, formation=div, legend="BE I", ko="벨기에 제%d기계화여단" % n, src=BES)
u("be-para", "be", "be_para", "Belgian Para-Commando Regiment", "be1", "be1-hq", entry="A", legend="BE I", ko="벨기에 공수특전연대",
  src=BES)
u("be1-hq", "be", "nato_corps_hq", "BE I Corps HQ", "be1", "-", garrison=(50.94, 6.96), legend="BE I", ko="벨기에 제1군단 본부",
  src="seed [35.8] (BE I); public: 1 (BE) Corps, Cologne")
# United States
USS = "public: US Army Europe order of battle, 1980s"
us_div = [
    ("3AD", "us5", "armd", [(1, (50.13, 8.92)), (2, (50.58, 8.67)), (3, (50.33, 8.75))], None),
    ("8ID", "us5", "mech", [(1, (49.99, 8.27)), (2, (49.59, 8.36)), (3, (49.84, 7.87))], None),
    ("1AD", "us7", "armd", [(1, (49.30, 10.57)), (2, (49.77, 11.08)), (3, (49.89, 10.89))], None),
    ("3ID", "us7", "mech", [(1, (50.05, 10.22)), (2, (49.80, 9.94)), (3, (50.05, 10.55))], None),
]
for div, corps, kind, bdes, _ in us_div:
    for n, gar in bdes:
        for pool, typ in (("1983", "us_" + kind), ("1988", "us_" + kind + "_88")):
            u("us-%d-%s-%s" % (n, div.lower(), pool[2:]), "us", typ, "%d/%s Brigade" % (n, div), corps, corps + "-hq",
              garrison=gar, pool=pool, formation=div, legend={"us5": "US V", "us7": "US VII"}[corps],
              ko="미국 %s 제%d%s" % (div, n, T[typ]["ko"]), src=USS)
for acr, gar, corps in [(11, (50.55, 9.68), "us5"), (2, (49.45, 11.08), "us7")]:
    u("us-%dacr" % acr, "us", "us_acr", "%d%s Armored Cavalry Regiment" % (acr, "th" if acr == 11 else "nd"), corps, corps + "-hq",
      garrison=gar, legend={"us5": "US V", "us7": "US VII"}[corps], ko="미국 제%d기갑기병연대" % acr, src=USS)
u("us-3acr", "us", "us_acr", "3rd Armored Cavalry Regiment", "us3", "us3-hq", entry="RF3626", legend="US III", ko="미국 제3기갑기병연대",
  src="seed [33.3.5], L650 (3rd ACR, the 2-step Reforger unit, site at 3626)")
for pool, typ in (("1983", "us_armd"), ("1988", "us_armd_88")):
    u("us-3-2ad-%s" % pool[2:], "us", typ, "3/2AD Brigade (Garlstedt)", "nag", "us3-hq", garrison=(53.24, 8.62), pool=pool,
      formation="2AD", legend="US III", ko="미국 2AD 제3%s" % T[typ]["ko"],
      src="seed L1631 (3rd Bde, 2nd Armored Division, at Bremen); public: 2nd Armored Division (Forward), Garlstedt")
    u("us-3-1id-%s" % pool[2:], "us", "us_mech" if pool == "1983" else "us_mech_88", "3/1ID Brigade (Goeppingen)", "us7", "us7-hq",
      garrison=(48.70, 9.65), pool=pool, formation="1ID", legend="US VII", ko="미국 1ID 제3여단",
      src="public: 1st Infantry Division (Forward), Goeppingen")
# Reforger (III Corps and the 1st ID's CONUS brigades): POMCUS sites in the Low Countries and NW Germany
ref = [("1-2ad", "2AD", "armd", (52.70, 8.75)), ("2-2ad", "2AD", "armd", (52.55, 7.95)), ("1-1cd", "1CD", "armd", (51.75, 6.60)),
       ("2-1cd", "1CD", "armd", (51.55, 6.20)), ("3-1cd", "1CD", "armd", (51.30, 6.10)), ("1-5id", "5ID", "mech", (51.05, 6.30)),
       ("2-5id", "5ID", "mech", (50.95, 5.95)), ("1-1id", "1ID", "mech", (49.85, 9.15)), ("2-1id", "1ID", "mech", (49.45, 8.70)),
       ("1-4id", "4ID", "mech", (50.30, 8.10)), ("2-4id", "4ID", "mech", (50.05, 7.60))]
for key, div, kind, site in ref:
    for pool, typ in (("1983", "us_" + kind), ("1988", "us_" + kind + "_88")):
        u("us-%s-%s" % (key, pool[2:]), "us", typ, "%s Brigade (Reforger)" % key.replace("-", "/").upper(),
          "us3" if div in ("2AD", "1CD", "5ID") else "us7", "us3-hq" if div in ("2AD", "1CD", "5ID") else "us7-hq",
          entry="RF@%.2f,%.2f" % site, pool=pool, formation=div, legend="US III" if div in ("2AD", "1CD", "5ID") else "US VII",
          ko="미국 %s 제%s%s" % (div, key[0], T[typ]["ko"]),
          src="public: REFORGER/POMCUS divisions of the 1980s; site places reconstructed" +
              ("; seed L2538 (US 2/2 Bde)" if key == "2-2ad" else ""))
u("us-2-9id", "us", "us_mech", "2/9ID Brigade", "us3", "us3-hq", entry="A", pool="1983", formation="9ID", legend="CEN",
  ko="미국 9ID 제2여단", src="seed [3.10] item 6 (US 2/9 brigade, 1983 pool); public: 9th Infantry Division, Fort Lewis")
for n in (1, 2, 3):
    u("us-%d-82ab" % n, "us", "us_abn", "%d/82nd Airborne Brigade" % n, "us3", "us3-hq", entry="A", formation="82AB",
      legend="CEN", ko="미국 82공수사단 제%d여단" % n, src="public: 82nd Airborne Division")
    u("us-%d-101aa" % n, "us", "us_aslt", "%d/101st Air Assault Brigade" % n, "us3", "us3-hq", entry="A", formation="101AA",
      legend="CEN", ko="미국 101공중강습사단 제%d여단" % n, src="public: 101st Airborne Division (Air Assault)")
for i in range(1, 5):
    u("us-arng-%d" % i, "us", "us_inf", "National Guard brigade %d" % i, "us3", "us3-hq", entry="S", legend="ARNG",
      ko="미국 주방위군 제%d여단" % i, src="seed [3.2.5.2] (ARNG legend), L872 (National Guard in Extended Buildup); public: roundout brigades (count reconstructed)")
u("ca-4-1", "ca", "us_mech", "4 Canadian Mechanized Brigade Group (4/1)", "us7", "us7-hq", garrison=(48.34, 7.88), legend="US VII",
  ko="캐나다 제4기계화여단", src="seed [35.3.4] (Canadian 4/1 brigade moves with the US); public: 4 CMBG, Lahr")
for c, name, gar, entry, src in [("us5", "US V Corps HQ", (50.11, 8.68), None, "public: V Corps, Frankfurt"),
                                 ("us7", "US VII Corps HQ", (48.78, 9.18), None, "public: VII Corps, Stuttgart"),
                                 ("us3", "US III Corps HQ", None, "RS@aachen", "seed [33.2.1.3] (US III Corps HQ arrives as a reserve reinforcement)")]:
    u(c + "-hq", "us", "us_corps_hq", name, c, "-", garrison=gar, entry=entry, legend=c.upper().replace("US", "US "),
      ko="미국 제%s군단 본부" % {"us5": "5", "us7": "7", "us3": "3"}[c], src="seed [35.8], [25.4.2]; " + src)
    for pool, typ in (("1983", "us_ah_83"), ("1988", "us_ah_88")):
        u(c + "-ah-" + pool[2:], "us", typ, name.replace(" HQ", "") + " attack-helicopter brigade", c, c + "-hq", entry="AH",
          pool=pool, legend=c.upper().replace("US", "US "), ko="미국 %s군단 공격헬기여단" % {"us5": "5", "us7": "7", "us3": "3"}[c],
          src="seed [3.6.4], [3.10] items 4-5, [18.4] (US corps AH brigades); public: corps aviation brigades")
# France (1st Army; II Corps in Germany, I Corps in eastern France)
FRS = "public: French 1st Army, 1980s (II Corps in Baden-Wuerttemberg, I Corps in Lorraine and Champagne)"
for n, gar in [(1, (49.75, 6.64)), (3, (47.99, 7.84)), (5, (49.20, 8.12)), (4, (48.96, 4.36)), (7, (47.24, 6.02)), (10, (48.96, 4.36))]:
    g = gar if gar[1] >= 4.5 and gar[0] >= 47.4 else None
    u("fr-%dad" % n, "fr", "fr_armd_div", "French %d%s Armoured Division" % (n, "st" if n == 1 else ("rd" if n == 3 else "th")), "fr1",
      "fr1-hq", garrison=g, entry=None if g else "G2", legend="FR I", ko="프랑스 제%d기갑사단" % n, src=FRS)
for key, name in [("4dam", "4th Airmobile Division"), ("6dlb", "6th Light Armoured Division"), ("11dp", "11th Parachute Division"),
                  ("9dima", "9th Marine Infantry Division")]:
    u("fr-" + key, "fr", "fr_light", "French " + name + " (FAR)", "far", "fr1-hq", entry="G2", pool="1988", legend="FAR",
      ko="프랑스 " + {"4dam": "제4공중기동사단", "6dlb": "제6경기갑사단", "11dp": "제11공수사단", "9dima": "제9해병보병사단"}[key],
      src="seed [35.8] (French FAR in 1988); public: Force d'Action Rapide (1983-84)")
for n, gar in [(62, (49.12, 6.18)), (63, (48.69, 6.18))]:
    u("fr-dmt-%d" % n, "fr", "fr_terr", "French %dth Military Territorial Division" % n, "fr1", "fr1-hq", garrison=gar, terr=1,
      legend="Terr", ko="프랑스 제%d지역방위사단" % n, src="public: French territorial divisions (DMT); count reconstructed")
u("fr1-hq", "fr", "nato_corps_hq", "FR I Corps HQ", "fr1", "-", garrison=(49.12, 6.18), legend="FR I", ko="프랑스 제1군단 본부",
  src="seed [35.8] (FR I); public: 1er Corps d'Armee, Metz")

# transport commands
for side, kind, n, d in [("wp", "helicopter", 4, 2), ("wp", "airlift", 4, 2), ("wp", "sealift", 3, 2),
                         ("nato", "helicopter", 4, 2), ("nato", "airlift", 4, 2), ("nato", "sealift", 3, 2)]:
    for i in range(1, n + 1):
        u("%s-%s-%d" % (side, kind, i), "su" if side == "wp" else "us", "transport", "%s %s command %d" % (side.upper(), kind, i),
          "-", "-", entry="TC", legend=kind, ko="%s %s 수송사령부 %d" % (side.upper(), {"helicopter": "헬리콥터", "airlift": "공수", "sealift": "해상수송"}[kind], i),
          src="seed [3.8], [15.0], L2204 (helicopter command defence 2); counts reconstructed")


# ----------------------------------------------------------------------------------------- output
def read_hexes():
    rows = []
    with open(os.path.join(DATA, "hexes.tsv"), encoding="utf-8") as f:
        head = None
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            c = line.rstrip("\n").split("\t")
            if head is None:
                head = c
                continue
            rows.append(dict(zip(head, c)))
    return rows


def main():
    hexes = read_hexes()
    land = [h for h in hexes if h["terrain"] != "all_sea" and h["country"] not in ("se", "at", "ch", "-")]
    city_hex = {h["city"]: h["hex"] for h in hexes if h["city"] != "-"}

    def nearest(lat, lon, allowed):
        best = min(land if allowed is None else [h for h in land if h["country"] in allowed],
                   key=lambda h: (float(h["lat"]) - lat) ** 2 + ((float(h["lon"]) - lon) * math.cos(math.radians(lat))) ** 2)
        return best["hex"]

    NAT_LAND = {"su": ("gdr", "pl", "cs"), "gdr": ("gdr",), "pl": ("pl",), "cs": ("cs",), "frg": ("frg",), "dk": ("dk",),
                "nl": ("nl", "frg"), "be": ("be", "frg"), "uk": ("frg",), "us": ("frg",), "ca": ("frg",), "fr": ("fr", "frg")}
    out_t = ["# NATO unit type templates (Sandtable reconstruction, unofficial): values every counter of that type",
             "# carries. Generated by scripts/nato-data/units.py. class: armor|mech (hard) | soft | artillery | hq | ah",
             "# (attack helicopter brigade) | transport. attack: attack strength (artillery: artillery points; HQ: support",
             "# range; AH: column shift); defence: hard units' defence is printed in brackets on the counter ([3.2]),",
             "# here hard = class armor|mech; artillery and HQ defence is temporary. ma: tactical movement allowance.",
             "# reduced_*: the 2-step unit's reduced side. flags: A = airborne/airmobile 'A' MA, B = airborne symbol",
             "# (may drop, [16.1.3]), M = marine symbol (sealift, amphibious, [16.2]).",
             "\t".join(["type", "side", "class", "size", "steps", "attack", "defence", "ma", "reduced_attack",
                        "reduced_defence", "reduced_ma", "flags", "name_ko", "source"])]
    for k, v in T.items():
        out_t.append("\t".join(str(v[c]) for c in ["type", "side", "cls", "size", "steps", "attack", "defence", "ma", "ra", "rd", "rma"])
                     + "\t" + (v["flags"] or "-") + "\t" + v["ko"] + "\t" + v["source"])
    with open(os.path.join(DATA, "unit_types.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(out_t) + "\n")
    cols = ["unit", "side", "nation", "type", "name_en", "name_ko", "command", "hq", "formation", "legend", "independent",
            "territorial", "pool", "entry", "source"]
    out = ["# NATO order of battle of the built-in pack (Sandtable reconstruction, unofficial), 1983 and 1988.",
           "# Generated by scripts/nato-data/units.py. Values come from unit_types.tsv (type). side: wp|nato;",
           "# nation: su gdr pl cs | frg dk nl be uk us ca fr; command: the front (WP) or corps (NATO) whose HQ",
           "# supplies it (indep = WP independent, berlin = the West Berlin brigades); hq: superior HQ unit; legend:",
           "# the counter's subordination legend; pool: common | 1983 | 1988 ([3.7]); entry: default entry code",
           "# ([3.2.9]): RRCC on the map, A, EB, G#, RF####, RR, RS####, S, SRB (strategic reserve box), AH (attack-",
           "# helicopter display), TC (transport-command display). Scenarios (setup.tsv) override placements.",
           "\t".join(cols)]
    seen = set()
    for x in U:
        assert x["unit"] not in seen, x["unit"]
        seen.add(x["unit"])
        typ = T[x["type"]]
        entry = x["entry"]
        if entry is None and x["garrison"] is not None:
            entry = nearest(*x["garrison"], NAT_LAND.get(x["nation"]))
        elif entry is not None and entry.startswith("RS@"):
            entry = "RS" + city_hex[entry[3:]]
        elif entry is not None and entry.startswith("RF@"):
            lat, lon = map(float, entry[3:].split(","))
            entry = "RF" + nearest(lat, lon, ("frg", "nl", "be"))
        if entry is None:
            entry = "SRB"
        side = typ["side"] if typ["side"] != "both" else ("wp" if x["unit"].startswith("wp-") else "nato")
        if x["nation"] in ("su", "gdr", "pl", "cs") and typ["side"] == "nato":
            raise SystemExit("side mismatch " + x["unit"])
        src = x["source"]
        if entry and entry[:1].isdigit() and x["garrison"] is not None:
            src += "; entry hex = the garrison's hex through the map fit"
        out.append("\t".join([x["unit"], side, x["nation"], x["type"], x["name"], x["ko"] or "-", x["command"], x["hq"],
                              x["formation"], x["legend"], str(x["independent"]), str(x["territorial"]), x["pool"], entry, src]))
    with open(os.path.join(DATA, "units.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("unit_types.tsv %d, units.tsv %d" % (len(T), len(U)))


if __name__ == "__main__":
    main()
