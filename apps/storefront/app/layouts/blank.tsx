import { Outlet } from 'react-router';

/** Spec §2 blank layout: the page alone, for pages shown inside the mini-program's web view. */
export default function Blank() {
    return (
        <main id="main" className="blank">
            <Outlet />
        </main>
    );
}
