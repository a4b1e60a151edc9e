export type TrackingSettings =
    { kind: 'local' } | { kind: 'kuaidi100'; customer: string; key: string; endpoint: string };

export interface AfterSalesPluginOptions {
    tracking: TrackingSettings;
}
