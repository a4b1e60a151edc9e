import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@maison/shared';
import { EventBus, ID, JobQueue, JobQueueService, Logger, TransactionalConnection } from '@vendure/core';

import { SmsCodeService, type SmsTemplateMessage } from '../../membership';
import { loggerCtx } from '../constants';
import { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestEvent } from '../events/service-request-event';

const TEXTS: Record<Locale, (f: { ref: string; model: string }) => string> = {
    zh: (f) => `我们已收到您的${f.model}送修申请，服务编号 ${f.ref}。请在包裹上注明此编号，我们将尽快与您联系。`,
    en: (f) =>
        `We have received your service request for your ${f.model}, reference ${f.ref}. Please write it on the parcel; we will be in touch shortly.`,
    de: (f) =>
        `Wir haben Ihren Serviceauftrag für Ihre ${f.model} erhalten, Referenz ${f.ref}. Bitte vermerken Sie sie auf dem Paket; wir melden uns in Kürze.`,
};

/** The owner's SMS of a new request, in their language, with the approved (Chinese) template's variables. */
export function serviceRequestSms(
    request: Pick<ServiceRequest, 'mobile' | 'reference' | 'modelName' | 'languageCode'>,
): SmsTemplateMessage {
    const locale = (LOCALES as readonly string[]).includes(request.languageCode)
        ? (request.languageCode as Locale)
        : DEFAULT_LOCALE;
    // An Aliyun template variable holds 35 characters at most.
    const model = request.modelName.slice(0, 35);
    return {
        mobile: request.mobile,
        template: 'serviceRequestSubmitted',
        params: { ref: request.reference, model },
        text: TEXTS[locale]({ ref: request.reference, model: request.modelName }),
    };
}

/**
 * Texts the owner of a new request its reference, by a job of the queue, so that a process
 * dying before it is sent does not lose it.
 */
@Injectable()
export class ServiceRequestMessagesService implements OnModuleInit {
    private queue: JobQueue<{ requestId: ID }>;

    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private jobQueueService: JobQueueService,
        private smsCodes: SmsCodeService,
    ) {}

    async onModuleInit(): Promise<void> {
        this.queue = await this.jobQueueService.createQueue({
            name: 'service-request-sms',
            process: (job) => this.send(job.data.requestId),
        });
        this.eventBus.ofType(ServiceRequestEvent).subscribe((event) => {
            if (event.kind !== 'submitted') return;
            this.queue
                .add({ requestId: event.request.id }, { retries: 5 })
                .catch((err: unknown) =>
                    Logger.error(`service request ${String(event.request.id)}: SMS not queued`, loggerCtx, String(err)),
                );
        });
    }

    private async send(requestId: ID): Promise<void> {
        const request = await this.connection.rawConnection
            .getRepository(ServiceRequest)
            .findOne({ where: { id: requestId } });
        if (!request) return;
        await this.smsCodes.sender.sendTemplate(serviceRequestSms(request));
    }
}
