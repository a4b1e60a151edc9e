/**
 * The posted form, or undefined when the body is no form (JSON, a cut-off multipart body):
 * a client's malformed request is answered 400 by the caller, never 500.
 */
export async function readForm(request: Request): Promise<FormData | undefined> {
    try {
        return await request.formData();
    } catch {
        return undefined;
    }
}

/** The posted form's fields as text (the last value of a repeated name); empty when the body is no form. */
export async function readFields(request: Request): Promise<Record<string, string>> {
    const posted = await readForm(request);
    return posted ? Object.fromEntries([...posted].map(([k, v]) => [k, String(v)])) : {};
}
