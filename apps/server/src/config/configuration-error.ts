/** A mistake in the operator's configuration: printed as one line, never as a stack. */
export class ConfigurationError extends Error {
    override name = 'ConfigurationError';
}
