/* The fixed boxes of the two views: plain data, for pages that size pictures without drawing them. */

/** The side view box: 480 × 160 with the ground line at y = 150, front to the right. */
export const sideBox = { width: 480, height: 160, ground: 150, scale: 0.083 } as const;

/** The three-quarter view box: 480 × 220 with the ground under the car's centre at y = 180. */
export const threeQuarterBox = { width: 480, height: 220, ground: 180, scale: 0.08 } as const;
