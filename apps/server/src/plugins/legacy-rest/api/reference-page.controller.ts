import { createRequire } from 'node:module';
import path from 'node:path';

import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { LEGACY_API_PATH, LEGACY_API_VERSION } from '@maison/shared';
import type { Response } from 'express';

/**
 * The face's browsable reference, drawn by Swagger UI from `openapi.json`. Its files are served
 * from the `swagger-ui-dist` package by the shop itself, and the page runs no inline script,
 * so its policy admits scripts from this origin only and connects nowhere else.
 */
const POLICY = [
    "default-src 'none'",
    "script-src 'self'",
    // Swagger UI sets style attributes as it draws.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
].join('; ');

/** The package's files the page loads, and nothing else of it. */
const FILES: Record<string, string> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const BASE = `${LEGACY_API_PATH}/docs`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>REST API ${LEGACY_API_VERSION}</title>
<link rel="stylesheet" href="${BASE}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/reference.js"></script>
</body>
</html>
`;

// The validator badge would send the document to validator.swagger.io: off.
const START = `window.addEventListener('load', function () {
    window.ui = SwaggerUIBundle({ url: '${LEGACY_API_PATH}/openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null });
});
`;

let distDir: string | undefined;
/** Where the package's files are, found when first asked for. */
function swaggerUiDir(): string {
    distDir ??= path.dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'));
    return distDir;
}

@Controller('legacy-api/docs')
export class ReferencePageController {
    @Get()
    page(@Res() res: Response): void {
        res.set({ 'Content-Security-Policy': POLICY, 'Cache-Control': 'public, max-age=300' });
        res.type('text/html; charset=utf-8').send(PAGE);
    }

    @Get(':file')
    file(@Param('file') file: string, @Res() res: Response): void {
        res.set({ 'Content-Security-Policy': POLICY, 'Cache-Control': 'public, max-age=86400' });
        if (file === 'reference.js') {
            res.type('text/javascript; charset=utf-8').send(START);
            return;
        }
        const type = Object.prototype.hasOwnProperty.call(FILES, file) ? FILES[file] : undefined;
        if (!type) throw new NotFoundException();
        res.type(type).sendFile(path.join(swaggerUiDir(), file));
    }
}
