import { z } from 'zod';

/** A sku as the catalogue writes them; longer is none. */
export const skuSchema = z.string().trim().min(1).max(64);

/** A numeric id as Vendure's are, sent in a path: anything else is no entity. */
export const idParam = z.string().regex(/^[1-9][0-9]{0,9}$/);

/** Whole positive numbers in a query (a page, a size). */
export const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
