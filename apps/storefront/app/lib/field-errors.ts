import type { z } from 'zod';

/**
 * A form's errors by field name (`prefix` + path), each an i18n key, the first per field: the
 * shared `validation.*` keys, or a feature's own (`contact.validation.*`).
 */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
        const name = `${prefix}${issue.path.join('.')}`;
        errors[name] ??= /^(\w+\.)?validation\./.test(issue.message) ? issue.message : 'validation.required';
    }
    return errors;
}
