// References cited by more than one topic (issue #16), written once so a correction (a PMID, a
// page range) lands everywhere they are cited. Each was checked against stored PubMed or publisher
// pages; where a PubMed id could not be confirmed it is left out, never guessed.
import type { TReference } from "./schema";

export const LIN_2020: TReference = {
  authors: "Lin I, Wiles L, Waller R, et al.",
  title:
    "What does best practice care for musculoskeletal pain look like? Eleven consistent recommendations from high-quality clinical practice guidelines: systematic review",
  source: "Br J Sports Med. 2020;54(2):79-86",
  year: 2020,
  doi: "10.1136/bjsports-2018-099878",
  pmid: "30826805",
};

export const SILBERNAGEL_2007: TReference = {
  authors: "Silbernagel KG, Thomeé R, Eriksson BI, Karlsson J.",
  title:
    "Continued sports activity, using a pain-monitoring model, during rehabilitation in patients with Achilles tendinopathy: a randomized controlled study",
  source: "Am J Sports Med. 2007;35(6):897-906",
  year: 2007,
  doi: "10.1177/0363546506298279",
  pmid: "17307888",
};

export const SMITH_2017: TReference = {
  authors: "Smith BE, Hendrick P, Smith TO, et al.",
  title:
    "Should exercises be painful in the management of chronic musculoskeletal pain? A systematic review and meta-analysis",
  source: "Br J Sports Med. 2017;51(23):1679-1687",
  year: 2017,
  doi: "10.1136/bjsports-2016-097383",
  pmid: "28596288",
};

export const MAGNUSSON_KJAER_2019: TReference = {
  authors: "Magnusson SP, Kjaer M.",
  title: "The impact of loading, unloading, ageing and injury on the human tendon",
  source: "J Physiol. 2019;597(5):1283-1298",
  year: 2019,
  doi: "10.1113/JP275450",
  pmid: "29920664",
};

export const GRAHAM_2016: TReference = {
  authors: "Graham B, Peljovich AE, Afra R, et al.",
  title:
    "The American Academy of Orthopaedic Surgeons evidence-based clinical practice guideline on management of carpal tunnel syndrome",
  source: "J Bone Joint Surg Am. 2016;98(20):1750-1754",
  year: 2016,
  doi: "10.2106/JBJS.16.00719",
};

export const KARJALAINEN_2023: TReference = {
  authors: "Karjalainen TV, Lusa V, Page MJ, O'Connor D, Massy-Westropp N, Peters SE.",
  title: "Splinting for carpal tunnel syndrome",
  source: "Cochrane Database Syst Rev. 2023;2(2):CD010003",
  year: 2023,
  doi: "10.1002/14651858.CD010003.pub2",
};

export const MOSELEY_BUTLER_2015: TReference = {
  authors: "Moseley GL, Butler DS.",
  title: "Fifteen years of explaining pain: the past, present, and future",
  source: "J Pain. 2015;16(9):807-813",
  year: 2015,
  doi: "10.1016/j.jpain.2015.05.005",
};

export const LINTON_SHAW_2011: TReference = {
  authors: "Linton SJ, Shaw WS.",
  title: "Impact of psychological factors in the experience of pain",
  source: "Phys Ther. 2011;91(5):700-711",
  year: 2011,
  doi: "10.2522/ptj.20100330",
  pmid: "21451097",
};

export const WATSON_2019: TReference = {
  authors: "Watson JA, Ryan CG, Cooper L, et al.",
  title:
    "Pain neuroscience education for adults with chronic musculoskeletal pain: a mixed-methods systematic review and meta-analysis",
  source: "J Pain. 2019;20(10):1140.e1-1140.e22",
  year: 2019,
  doi: "10.1016/j.jpain.2019.02.011",
  pmid: "30831273",
};

export const GENEEN_2017: TReference = {
  authors: "Geneen LJ, Moore RA, Clarke C, Martin D, Colvin LA, Smith BH.",
  title:
    "Physical activity and exercise for chronic pain in adults: an overview of Cochrane Reviews",
  source: "Cochrane Database Syst Rev. 2017;4(4):CD011279",
  year: 2017,
  doi: "10.1002/14651858.CD011279.pub3",
  pmid: "28436583",
};

export const MAGNUSSON_LANGBERG_KJAER_2010: TReference = {
  authors: "Magnusson SP, Langberg H, Kjaer M.",
  title: "The pathogenesis of tendinopathy: balancing the response to loading",
  source: "Nat Rev Rheumatol. 2010;6(5):262-268",
  year: 2010,
  doi: "10.1038/nrrheum.2010.43",
  pmid: "20308995",
};

export const RIO_2015: TReference = {
  authors: "Rio E, Kidgell D, Purdam C, Gaida J, Moseley GL, Pearce AJ, Cook J.",
  title: "Isometric exercise induces analgesia and reduces inhibition in patellar tendinopathy",
  source: "Br J Sports Med. 2015;49(19):1277-1283",
  year: 2015,
  doi: "10.1136/bjsports-2014-094386",
  pmid: "25979840",
};

export const BALLESTERO_PEREZ_2017: TReference = {
  authors: "Ballestero-Pérez R, Plaza-Manzano G, Urraca-Gesto A, et al.",
  title: "Effectiveness of nerve gliding exercises on carpal tunnel syndrome: a systematic review",
  source: "J Manipulative Physiol Ther. 2017;40(1):50-59",
  year: 2017,
  doi: "10.1016/j.jmpt.2016.10.004",
};

export const MARSHALL_2007: TReference = {
  authors: "Marshall S, Tardif G, Ashworth N.",
  title: "Local corticosteroid injection for carpal tunnel syndrome",
  source: "Cochrane Database Syst Rev. 2007;(2):CD001554",
  year: 2007,
  doi: "10.1002/14651858.CD001554.pub2",
};

export const HOE_2018: TReference = {
  authors: "Hoe VC, Urquhart DM, Kelsall HL, Zamri EN, Sim MR.",
  title:
    "Ergonomic interventions for preventing work-related musculoskeletal disorders of the upper limb and neck among office workers",
  source: "Cochrane Database Syst Rev. 2018;10(10):CD008570",
  year: 2018,
  doi: "10.1002/14651858.CD008570.pub3",
  pmid: "30350850",
};
