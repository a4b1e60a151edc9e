/** The stores plugin's options. */
export interface StoresPluginOptions {
    /** The shop's public address (PUBLIC_URL): the base of the manage link in the booked SMS. */
    publicUrl: string;
}
