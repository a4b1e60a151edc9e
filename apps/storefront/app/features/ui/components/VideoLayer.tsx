import { Modal } from '~/components/Modal';
import { useTranslation } from '~/lib/use-translation';

import { useUi } from '../use-ui';

/** Spec §2 video layer: plays one source full width, with a close button. */
export function VideoLayer() {
    const { t } = useTranslation();
    const { state, closeVideo } = useUi();
    return (
        <Modal open={state.video !== null} onClose={closeVideo} title={t('ui.video')} className="modal--video">
            {state.video && <video className="video-layer" src={state.video} controls autoPlay playsInline />}
        </Modal>
    );
}
