import { Outlet } from 'react-router';

/** Spec §2 map layout: bare, the map fills the window. */
export default function MapLayout() {
    return (
        <main id="main" className="map-page">
            <Outlet />
        </main>
    );
}
