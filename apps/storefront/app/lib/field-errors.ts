import type { z } from 'zod';

/** A form's errors by field name (`prefix` + path), each an i18n key, the first per field. */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
        const name = `${prefix}${issue.path.join('.')}`;
        errors[name] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.required';
    }
    return errors;
}
