export declare const LOCAL_S3_CREDENTIALS: Readonly<{ accessKeyId: string; secretAccessKey: string }>;

export interface LocalS3 {
    /** http://host:port, for S3_ENDPOINT with S3_FORCE_PATH_STYLE=true. */
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    close(): Promise<void>;
}

export declare function startLocalS3(options: {
    port: number;
    directory: string;
    buckets?: string[];
    host?: string;
}): Promise<LocalS3>;
