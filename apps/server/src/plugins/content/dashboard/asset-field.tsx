import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { api, AssetPickerDialog, Button } from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useState } from 'react';

import type { AssetRef } from './entry-form';

/** Choosing Vendure assets for an entry's hero picture and its blocks, with the dashboard's own picker. */

const assetsDocument = gql`
    query ContentBlockAssets($ids: [String!]!) {
        assets(options: { filter: { id: { in: $ids } }, take: 100 }) {
            items {
                id
                name
                preview
                mimeType
            }
        }
    }
`;

/** The previews of the assets the blocks name by id, looked up once per set of ids. */
export function useAssetPreviews(ids: string[]): Map<string, AssetRef & { mimeType: string }> {
    const found = useQuery({
        queryKey: ['content-block-assets', ids.join(',')],
        enabled: ids.length > 0,
        staleTime: 60_000,
        queryFn: async () =>
            (
                (await api.query(assetsDocument, { ids })) as {
                    assets: { items: Array<AssetRef & { mimeType: string }> };
                }
            ).assets.items,
    });
    return new Map((found.data ?? []).map((asset) => [asset.id, asset]));
}

/** A chosen asset: a thumbnail for a picture, its name for any other file. */
export function AssetThumb({
    asset,
    fallbackId,
}: Readonly<{ asset?: AssetRef & { mimeType?: string }; fallbackId: string }>) {
    if (!asset) {
        return <span className="text-sm text-muted-foreground">#{fallbackId}</span>;
    }
    const isPicture = !asset.mimeType || asset.mimeType.startsWith('image/');
    return (
        <span className="flex items-center gap-2 text-sm" data-asset-id={asset.id}>
            {isPicture ? (
                <img
                    src={`${asset.preview}?preset=tiny`}
                    alt={asset.name}
                    className="h-12 w-12 rounded border object-cover"
                />
            ) : null}
            <span className="break-all">{asset.name}</span>
        </span>
    );
}

/**
 * A button opening the asset picker; the chosen assets are handed back. With `multiple`, any
 * number at once (a gallery's pictures, downloads).
 */
export function PickAssetsButton({
    label,
    title,
    multiple = false,
    onPick,
}: Readonly<{ label: ReactNode; title: string; multiple?: boolean; onPick: (assets: AssetRef[]) => void }>) {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
                {label}
            </Button>
            {open ? (
                <AssetPickerDialog
                    open={open}
                    onClose={() => setOpen(false)}
                    title={title}
                    multiSelect={multiple}
                    initialSelectedAssets={[]}
                    onSelect={(assets) =>
                        onPick(assets.map((asset) => ({ id: asset.id, name: asset.name, preview: asset.preview })))
                    }
                />
            ) : null}
        </>
    );
}

/** One asset, chosen or changed with the picker, or taken away. */
export function SingleAssetField({
    value,
    preview,
    onChange,
    title,
    optional = false,
}: Readonly<{
    value: string;
    preview?: AssetRef & { mimeType?: string };
    onChange: (asset: AssetRef | null) => void;
    title: string;
    optional?: boolean;
}>) {
    const { t } = useLingui();
    return (
        <div className="flex flex-wrap items-center gap-3">
            {value ? (
                <AssetThumb asset={preview} fallbackId={value} />
            ) : (
                <span className="text-sm text-muted-foreground">
                    <Trans>None chosen</Trans>
                </span>
            )}
            <PickAssetsButton
                label={value ? <Trans>Change</Trans> : <Trans>Choose</Trans>}
                title={title}
                onPick={(assets) => onChange(assets[0] ?? null)}
            />
            {value && optional ? (
                <Button type="button" size="sm" variant="ghost" aria-label={t`Remove`} onClick={() => onChange(null)}>
                    <Trans>Remove</Trans>
                </Button>
            ) : null}
        </div>
    );
}
