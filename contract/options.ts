import { z } from "zod";

/**
 * Site options (SPEC §3): general options merged with the dealer's.
 * Known keys are typed; a backend may send more, which are kept as they came.
 */
export const optionsSchema = z
  .object({
    dealer_name: z.string().optional(),
    dealer_phone: z.string().optional(),
    dealer_email: z.string().optional(),
    dealer_address: z.string().optional(),
    dealer_hours: z.string().optional(),
    legal_name: z.string().optional(),
    legal_inn: z.string().optional(),
    legal_ogrn: z.string().optional(),
    legal_kpp: z.string().optional(),
    social_vk: z.string().optional(),
    social_telegram: z.string().optional(),
    social_youtube: z.string().optional(),
  })
  .catchall(z.unknown());

export type Options = z.infer<typeof optionsSchema>;
