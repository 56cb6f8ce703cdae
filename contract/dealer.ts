import { z } from "zod";
import { dealerServiceCodes } from "./dealer-services";

export { dealerServiceCodes, dealerServiceLabels, type DealerServiceCode } from "./dealer-services";

// GET /v1/city takes optional `certified` and `testDrive`; GET /v1/dealer takes `city_id` and the same
// two flags. A flag is 1/true (only places that offer it) or 0/false (no filter, as when absent).

/** A point on the map, in degrees (WGS 84). */
export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** A city with at least one Genesis dealer or service centre. */
export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string(),
  coordinates: coordinatesSchema,
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);

/**
 * A dealer or service centre. `hours` are display lines ("Пн–Пт: 9:00–21:00"), empty when the place
 * has no sales or no service. `certified` means it sells certified used cars; `testDrive` that it
 * offers test drives.
 */
export const dealerSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.object({ sales: z.array(z.string()), service: z.array(z.string()) }),
  coordinates: coordinatesSchema,
  services: z.array(z.enum(dealerServiceCodes)),
  certified: z.boolean(),
  testDrive: z.boolean(),
});
export type Dealer = z.infer<typeof dealerSchema>;
export const dealerListSchema = z.array(dealerSchema);
