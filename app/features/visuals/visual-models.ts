/** The cars the site can draw: six production models and two concept cars. */
export type VisualModel = "g70" | "g80" | "g90" | "g90l" | "gv70" | "gv80" | "genesis-x" | "mint";

/** The two views every drawing exists in. */
export type CarView = "side" | "three-quarter";

/** Every drawable model, in lineup order. */
export const visualModels: readonly VisualModel[] = ["g70", "g80", "g90", "g90l", "gv70", "gv80", "genesis-x", "mint"];

/**
 * The proportions a drawing is built from, in millimetres. Distances named `…FromFront` are measured
 * back from the tip of the front bumper; heights are above the ground.
 */
export type CarSpec = {
  length: number;
  wheelbase: number;
  frontOverhang: number;
  width: number;
  height: number;
  wheelRadius: number;
  /** Lower edge of the body side between the wheels: what the eye reads as ground clearance. */
  sillHeight: number;
  /** Base of the windscreen. */
  cowlFromFront: number;
  roofFrontFromFront: number;
  roofRearFromFront: number;
  /** Base of the rear window. */
  deckFromFront: number;
  noseHeight: number;
  cowlHeight: number;
  deckHeight: number;
  tailHeight: number;
  beltFront: number;
  beltRear: number;
  /** Rear end of the side glass at the beltline. */
  glassRearFromFront: number;
  /** Centre of the B-pillar; 0 for a car without one (the two-door concepts). */
  bPillarFromFront: number;
  /** How the rear window meets the roof: near 1.5 a flowing fastback, above 2 a formal upright window. */
  rearGlassCurve: number;
  /** How far the side glass leans in towards the roof. */
  tumblehome: number;
  /** Lamps running across the full width of the car (the concepts). */
  fullWidthLamps: boolean;
  /** Height of the crest grille as a share of the nose. */
  grilleScale: number;
  spokes: number;
  /** A hint of roof rails (the SUVs). */
  roofRails: boolean;
};

const g90: CarSpec = {
  length: 5275,
  wheelbase: 3180,
  frontOverhang: 905,
  width: 1930,
  height: 1490,
  wheelRadius: 365,
  sillHeight: 195,
  cowlFromFront: 1900,
  roofFrontFromFront: 2650,
  roofRearFromFront: 3900,
  deckFromFront: 4370,
  noseHeight: 830,
  cowlHeight: 1075,
  deckHeight: 1060,
  tailHeight: 1035,
  beltFront: 1010,
  beltRear: 1050,
  glassRearFromFront: 4130,
  bPillarFromFront: 3030,
  rearGlassCurve: 2.3,
  tumblehome: 150,
  fullWidthLamps: false,
  grilleScale: 1,
  spokes: 16,
  roofRails: false,
};

/** Proportions per model, from the makers' published dimensions. */
export const carSpecs: Record<VisualModel, CarSpec> = {
  g70: {
    length: 4685,
    wheelbase: 2835,
    frontOverhang: 830,
    width: 1850,
    height: 1400,
    wheelRadius: 340,
    sillHeight: 185,
    cowlFromFront: 1620,
    roofFrontFromFront: 2330,
    roofRearFromFront: 3180,
    deckFromFront: 4010,
    noseHeight: 760,
    cowlHeight: 1000,
    deckHeight: 1000,
    tailHeight: 975,
    beltFront: 955,
    beltRear: 1010,
    glassRearFromFront: 3560,
    bPillarFromFront: 2760,
    rearGlassCurve: 1.6,
    tumblehome: 170,
    fullWidthLamps: false,
    grilleScale: 0.9,
    spokes: 10,
    roofRails: false,
  },
  g80: {
    length: 4995,
    wheelbase: 3010,
    frontOverhang: 860,
    width: 1925,
    height: 1465,
    wheelRadius: 355,
    sillHeight: 190,
    cowlFromFront: 1720,
    roofFrontFromFront: 2450,
    roofRearFromFront: 3450,
    deckFromFront: 4330,
    noseHeight: 800,
    cowlHeight: 1045,
    deckHeight: 1045,
    tailHeight: 1015,
    beltFront: 990,
    beltRear: 1035,
    glassRearFromFront: 3880,
    bPillarFromFront: 2920,
    rearGlassCurve: 1.7,
    tumblehome: 165,
    fullWidthLamps: false,
    grilleScale: 1,
    spokes: 14,
    roofRails: false,
  },
  g90,
  g90l: {
    ...g90,
    length: 5465,
    wheelbase: 3370,
    height: 1505,
    roofRearFromFront: 4090,
    deckFromFront: 4560,
    glassRearFromFront: 4320,
    bPillarFromFront: 3060,
  },
  gv70: {
    length: 4715,
    wheelbase: 2875,
    frontOverhang: 845,
    width: 1910,
    height: 1630,
    wheelRadius: 376,
    sillHeight: 295,
    cowlFromFront: 1560,
    roofFrontFromFront: 2230,
    roofRearFromFront: 3520,
    deckFromFront: 4440,
    noseHeight: 1040,
    cowlHeight: 1215,
    deckHeight: 1215,
    tailHeight: 1160,
    beltFront: 1150,
    beltRear: 1235,
    glassRearFromFront: 3990,
    bPillarFromFront: 2700,
    rearGlassCurve: 1.45,
    tumblehome: 150,
    fullWidthLamps: false,
    grilleScale: 1.12,
    spokes: 10,
    roofRails: true,
  },
  gv80: {
    length: 4945,
    wheelbase: 2955,
    frontOverhang: 860,
    width: 1975,
    height: 1715,
    wheelRadius: 392,
    sillHeight: 320,
    cowlFromFront: 1620,
    roofFrontFromFront: 2300,
    roofRearFromFront: 4450,
    deckFromFront: 4790,
    noseHeight: 1100,
    cowlHeight: 1280,
    deckHeight: 1320,
    tailHeight: 1280,
    beltFront: 1200,
    beltRear: 1240,
    glassRearFromFront: 4380,
    bPillarFromFront: 2850,
    rearGlassCurve: 2.6,
    tumblehome: 120,
    fullWidthLamps: false,
    grilleScale: 1.2,
    spokes: 12,
    roofRails: true,
  },
  "genesis-x": {
    length: 4950,
    wheelbase: 3000,
    frontOverhang: 820,
    width: 1990,
    height: 1260,
    wheelRadius: 372,
    sillHeight: 170,
    cowlFromFront: 2080,
    roofFrontFromFront: 2760,
    roofRearFromFront: 3350,
    deckFromFront: 4560,
    noseHeight: 735,
    cowlHeight: 940,
    deckHeight: 900,
    tailHeight: 880,
    beltFront: 900,
    beltRear: 905,
    glassRearFromFront: 3900,
    bPillarFromFront: 0,
    rearGlassCurve: 1.4,
    tumblehome: 210,
    fullWidthLamps: true,
    grilleScale: 0.7,
    spokes: 18,
    roofRails: false,
  },
  mint: {
    length: 3700,
    wheelbase: 2700,
    frontOverhang: 480,
    width: 1850,
    height: 1580,
    wheelRadius: 370,
    sillHeight: 235,
    cowlFromFront: 900,
    roofFrontFromFront: 1480,
    roofRearFromFront: 3330,
    deckFromFront: 3560,
    noseHeight: 900,
    cowlHeight: 1040,
    deckHeight: 1120,
    tailHeight: 1090,
    beltFront: 1010,
    beltRear: 1030,
    glassRearFromFront: 3270,
    bPillarFromFront: 0,
    rearGlassCurve: 2.6,
    tumblehome: 110,
    fullWidthLamps: true,
    grilleScale: 0.55,
    spokes: 8,
    roofRails: false,
  },
};

const byCode: Record<string, VisualModel> = {
  g70: "g70",
  g80: "g80",
  "g80-new": "g80",
  g90: "g90",
  g90l: "g90l",
  "g90-l": "g90l",
  gv70: "gv70",
  gv80: "gv80",
  "genesis-x": "genesis-x",
  mint: "mint",
  "genesis-mint": "mint",
};

/** The drawing for one of the site's model codes; throws on a code with no drawing. */
export function visualModelOf(code: string): VisualModel {
  const model = byCode[code.toLowerCase()];
  if (!model) throw new Error(`No drawing for model code "${code}"`);
  return model;
}
