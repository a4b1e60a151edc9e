import { useEffect, useRef, useState } from 'react';

import { useTranslation } from '~/lib/use-translation';

import { type AmapConfig, type AmapMarker, amapPosition, loadAmap } from '../amap-loader';
import type { MapProps } from './StoreMap';

/**
 * AMap's map with a marker per store, loaded only once the visitor has consented (StoreMap
 * decides). Each marker is a button named after its store, so the map can be used from the
 * keyboard as the local one can. `onFail`: the page draws its own map instead.
 */
export function AmapView({
    config,
    stores,
    selected,
    onSelect,
    onFail,
}: MapProps & { config: AmapConfig; onFail(): void }) {
    const { t } = useTranslation();
    const container = useRef<HTMLDivElement>(null);
    const buttons = useRef(new Map<string, HTMLButtonElement>());
    const [ready, setReady] = useState(false);
    const select = useRef(onSelect);
    select.current = onSelect;

    useEffect(() => {
        const pins = buttons.current;
        let destroyed = false;
        let destroy: (() => void) | undefined;
        loadAmap(config)
            .then((AMap) => {
                if (destroyed || !container.current) return;
                const map = new AMap.Map(container.current, { viewMode: '2D', resizeEnable: true });
                const markers: AmapMarker[] = stores.map((store) => {
                    const button = document.createElement('button');
                    button.type = 'button';
                    button.className = `amap-pin store-pin--${store.type}`;
                    button.setAttribute('aria-label', store.name);
                    button.setAttribute('aria-pressed', 'false');
                    button.addEventListener('click', () => select.current(store.slug));
                    pins.set(store.slug, button);
                    return new AMap.Marker({
                        position: amapPosition(store),
                        content: button,
                        anchor: 'center',
                        title: store.name,
                    });
                });
                map.add(markers);
                map.setFitView(markers);
                destroy = () => map.destroy();
                setReady(true);
            })
            .catch(() => {
                if (!destroyed) onFail();
            });
        return () => {
            destroyed = true;
            pins.clear();
            destroy?.();
        };
        // The markers follow the stores shown; the key and code never change on a page.
    }, [config, stores, onFail]);

    useEffect(() => {
        for (const [slug, button] of buttons.current) {
            button.setAttribute('aria-pressed', String(slug === selected));
            button.classList.toggle('store-pin--selected', slug === selected);
        }
    }, [selected, ready]);

    return (
        <figure className="store-map store-map--amap" data-map="amap">
            <div ref={container} className="store-map__amap" role="group" aria-label={t('stores.map.label')} />
            {!ready && <figcaption className="store-map__status">{t('stores.map.loading')}</figcaption>}
        </figure>
    );
}
