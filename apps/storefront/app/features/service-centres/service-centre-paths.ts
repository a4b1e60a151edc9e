import { serviceCountrySegment } from '@maison/shared';

/** A country's service centre page, `/service/centers/{code}` in the code's one (lower-case) form. */
export function centresHrefOf(code: string): string {
    return `/service/centers/${serviceCountrySegment(code)}`;
}
