import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatMoney, type Locale, type ServiceRequestState, shopLocale } from '@maison/shared';
import { EventBus, ID, JobQueue, JobQueueService, Logger, TransactionalConnection } from '@vendure/core';

import { SmsCodeService, type SmsTemplateMessage } from '../../membership';
import { loggerCtx } from '../constants';
import { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestEvent, type ServiceRequestEventKind } from '../events/service-request-event';

type Facts = Pick<ServiceRequest, 'mobile' | 'reference' | 'modelName' | 'languageCode' | 'state' | 'estimateTotal'>;

/** A state's name as the owner reads it, in each language. */
export const SERVICE_STATE_NAMES: Record<Locale, Record<ServiceRequestState, string>> = {
    zh: {
        submitted: '已提交',
        received: '已收到腕表',
        inspected: '检测完成',
        estimateSent: '估价待确认',
        estimateAccepted: '估价已接受',
        estimateDeclined: '估价已拒绝',
        inRepair: '维修中',
        qualityControl: '质量检测中',
        shippedBack: '已寄回',
        closed: '已完成',
        cancelled: '已取消',
    },
    en: {
        submitted: 'submitted',
        received: 'watch received',
        inspected: 'inspected',
        estimateSent: 'estimate awaiting your answer',
        estimateAccepted: 'estimate accepted',
        estimateDeclined: 'estimate declined',
        inRepair: 'in repair',
        qualityControl: 'in quality control',
        shippedBack: 'shipped back',
        closed: 'closed',
        cancelled: 'cancelled',
    },
    de: {
        submitted: 'eingereicht',
        received: 'Uhr eingetroffen',
        inspected: 'geprüft',
        estimateSent: 'Kostenvoranschlag wartet auf Ihre Antwort',
        estimateAccepted: 'Kostenvoranschlag angenommen',
        estimateDeclined: 'Kostenvoranschlag abgelehnt',
        inRepair: 'in Reparatur',
        qualityControl: 'in der Qualitätskontrolle',
        shippedBack: 'zurückgesandt',
        closed: 'abgeschlossen',
        cancelled: 'storniert',
    },
};

const SUBMITTED: Record<Locale, (f: { ref: string; model: string }) => string> = {
    zh: (f) => `我们已收到您的${f.model}送修申请，服务编号 ${f.ref}。请在包裹上注明此编号，我们将尽快与您联系。`,
    en: (f) =>
        `We have received your service request for your ${f.model}, reference ${f.ref}. Please write it on the parcel; we will be in touch shortly.`,
    de: (f) =>
        `Wir haben Ihren Serviceauftrag für Ihre ${f.model} erhalten, Referenz ${f.ref}. Bitte vermerken Sie sie auf dem Paket; wir melden uns in Kürze.`,
};

const MOVED: Record<Locale, (f: { ref: string; state: string; total: string }) => string> = {
    zh: (f) => `您的送修申请 ${f.ref} 状态更新：${f.state}${f.total ? `，估价 ${f.total}` : ''}。详情请登录官网查看。`,
    en: (f) =>
        `Your service request ${f.ref}: ${f.state}${f.total ? `, estimate ${f.total}` : ''}. See the details online.`,
    de: (f) =>
        `Ihr Serviceauftrag ${f.ref}: ${f.state}${f.total ? `, Kostenvoranschlag ${f.total}` : ''}. Details finden Sie online.`,
};

/**
 * The owner's SMS of a request, in their language, with the approved (Chinese) template's
 * variables: a new request's reference and model, or a move's reference and state (and the
 * estimate's price when one is sent).
 */
export function serviceRequestSms(request: Facts, kind: ServiceRequestEventKind = 'submitted'): SmsTemplateMessage {
    const locale = shopLocale(request.languageCode);
    if (kind === 'submitted') {
        // An Aliyun template variable holds 35 characters at most.
        const model = request.modelName.slice(0, 35);
        return {
            mobile: request.mobile,
            template: 'serviceRequestSubmitted',
            params: { ref: request.reference, model },
            text: SUBMITTED[locale]({ ref: request.reference, model: request.modelName }),
        };
    }
    const priced = request.state === 'estimateSent';
    const total = (l: Locale) => (priced ? formatMoney(request.estimateTotal, 'CNY', l) : '');
    return {
        mobile: request.mobile,
        template: 'serviceRequestUpdated',
        params: { ref: request.reference, state: SERVICE_STATE_NAMES.zh[request.state], total: total('zh') },
        text: MOVED[locale]({
            ref: request.reference,
            state: SERVICE_STATE_NAMES[locale][request.state],
            total: total(locale),
        }),
    };
}

/**
 * Texts the owner of a request each change, by a job of the queue, so that a process dying
 * before it is sent does not lose it. The job carries the state it tells of: a later move does
 * not change what an earlier message says.
 */
@Injectable()
export class ServiceRequestMessagesService implements OnModuleInit {
    private queue: JobQueue<{ requestId: ID; kind: ServiceRequestEventKind; state: ServiceRequestState }>;

    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private jobQueueService: JobQueueService,
        private smsCodes: SmsCodeService,
    ) {}

    async onModuleInit(): Promise<void> {
        this.queue = await this.jobQueueService.createQueue({
            name: 'service-request-sms',
            process: (job) => this.send(job.data.requestId, job.data.kind ?? 'submitted', job.data.state),
        });
        this.eventBus.ofType(ServiceRequestEvent).subscribe((event) => {
            this.queue
                .add({ requestId: event.request.id, kind: event.kind, state: event.request.state }, { retries: 5 })
                .catch((err: unknown) =>
                    Logger.error(`service request ${String(event.request.id)}: SMS not queued`, loggerCtx, String(err)),
                );
        });
    }

    private async send(requestId: ID, kind: ServiceRequestEventKind, state: ServiceRequestState): Promise<void> {
        const request = await this.connection.rawConnection
            .getRepository(ServiceRequest)
            .findOne({ where: { id: requestId } });
        if (!request) return;
        await this.smsCodes.sender.sendTemplate(serviceRequestSms({ ...request, state: state ?? request.state }, kind));
    }
}
