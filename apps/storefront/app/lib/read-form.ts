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
