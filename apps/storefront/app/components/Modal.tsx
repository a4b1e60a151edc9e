import { useEffect, useRef } from 'react';

import { useTranslation } from '~/lib/use-translation';

import { Icon } from './Icon';

interface ModalProps {
    open: boolean;
    onClose(): void;
    /** The dialog's accessible name. */
    title: string;
    /** A persistent modal ignores clicks outside it; Escape and the close button still close it. */
    persistent?: boolean;
    className?: string;
    children: React.ReactNode;
}

/**
 * Spec §2 modal on the native <dialog>: showModal() makes the rest of the page inert, so
 * focus stays inside; focus goes back to what opened it when it closes.
 */
export function Modal({ open, onClose, title, persistent = false, className, children }: ModalProps) {
    const dialog = useRef<HTMLDialogElement>(null);
    const opener = useRef<HTMLElement | null>(null);
    const pressedOutside = useRef(false);

    useEffect(() => {
        const d = dialog.current;
        if (!d) return;
        if (open && !d.open) {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            d.showModal();
            // showModal() focuses the first control (the close button); a field marked for it comes first.
            d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
        } else if (!open && d.open) {
            d.close();
            opener.current?.focus();
        }
    }, [open]);

    return (
        <dialog
            ref={dialog}
            className={`modal${className ? ` ${className}` : ''}`}
            aria-label={title}
            onCancel={(e) => {
                // Escape: let React state close it, so state and dialog never disagree.
                e.preventDefault();
                onClose();
            }}
            onMouseDown={(e) => {
                pressedOutside.current = e.target === e.currentTarget;
            }}
            onClick={(e) => {
                // The dialog element itself is only hit on its backdrop: the panel covers the rest.
                if (!persistent && pressedOutside.current && e.target === e.currentTarget) onClose();
            }}
        >
            <div className="modal__panel">
                <CloseButton onClose={onClose} />
                {open && children}
            </div>
        </dialog>
    );
}

function CloseButton({ onClose }: { onClose(): void }) {
    const { t } = useTranslation();
    return (
        <button type="button" className="icon-button modal__close" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
        </button>
    );
}
