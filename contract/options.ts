import { z } from "zod";

/**
 * Site options (docs/product.md §3): general options merged with the dealer's.
 * Known keys are typed; a backend may send more, which are kept as they came.
 */
export const optionsSchema = z
  .object({
    // General (brand-wide) options: GET /v1/options.
    brand_name: z.string().optional(),
    site_description: z.string().optional(),
    copyright_year: z.string().optional(),
    disclaimer: z.string().optional(),
    price_disclaimer: z.string().optional(),
    // Dealer options: GET /v1/options?dealer=1.
    dealer_name: z.string().optional(),
    dealer_phone: z.string().optional(),
    dealer_email: z.string().optional(),
    dealer_address: z.string().optional(),
    dealer_hours: z.string().optional(),
    dealer_service_hours: z.string().optional(),
    legal_name: z.string().optional(),
    legal_inn: z.string().optional(),
    legal_ogrn: z.string().optional(),
    legal_kpp: z.string().optional(),
    /** The operator's entry in Roskomnadzor's register of personal-data operators; empty until staff set it (docs/decisions/0103). */
    legal_pd_registry: z.string().optional(),
    social_vk: z.string().optional(),
    social_telegram: z.string().optional(),
    social_youtube: z.string().optional(),
  })
  .catchall(z.unknown());

export type Options = z.infer<typeof optionsSchema>;
