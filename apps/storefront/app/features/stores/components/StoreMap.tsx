import { useCallback, useEffect, useState } from 'react';

import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { AmapView } from './AmapView';
import { LocalMap } from './LocalMap';

/** What every map is given: the stores, the chosen one, and what choosing a pin does. */
export interface MapProps {
    stores: readonly MapStore[];
    selected: string | null;
    onSelect(slug: string): void;
}

export interface MapStore {
    slug: string;
    name: string;
    type: 'boutique' | 'retailer';
    cityName: string;
    latitude: number;
    longitude: number;
}

/**
 * The stores' map: AMap's when a key is configured and the visitor has accepted cookies (its
 * script is a third party's), otherwise the one drawn here, which the page always renders
 * first, so it is whole without script, without a key and before consent.
 */
export function StoreMap({ stores, selected, onSelect }: MapProps) {
    const { t } = useTranslation();
    const { config } = useRootData();
    const { state } = useUi();
    // AMap only in the browser, after the first render matched the server's.
    const [mounted, setMounted] = useState(false);
    const [failed, setFailed] = useState(false);
    useEffect(() => setMounted(true), []);
    const onFail = useCallback(() => setFailed(true), []);

    if (config.amap && state.consent && mounted && !failed) {
        return (
            <AmapView config={config.amap} stores={stores} selected={selected} onSelect={onSelect} onFail={onFail} />
        );
    }
    return (
        <>
            <LocalMap stores={stores} selected={selected} onSelect={onSelect} />
            {config.amap && !state.consent && <p className="store-map__note">{t('stores.map.consent')}</p>}
        </>
    );
}
