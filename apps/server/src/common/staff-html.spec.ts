import { describe, expect, it } from 'vitest';

import { sanitizeStaffHtml, staffHtmlText } from './staff-html';

describe('sanitizeStaffHtml', () => {
    it('removes script and style elements with their content', () => {
        const html = sanitizeStaffHtml(
            '<p>精钢表壳</p><script>fetch("/steal?c=" + document.cookie)</script><style>body{display:none}</style>',
        );
        expect(html).toBe('<p>精钢表壳</p>');
    });

    it('removes event-handler attributes and keeps the element', () => {
        expect(sanitizeStaffHtml('<img src="https://cdn.example.cn/a.jpg" alt="表盘" onerror="alert(1)">')).toBe(
            '<img src="https://cdn.example.cn/a.jpg" alt="表盘" />',
        );
        expect(sanitizeStaffHtml('<p onclick="alert(1)" onmouseover="alert(2)">表冠</p>')).toBe('<p>表冠</p>');
    });

    it('removes javascript: and data: URLs, however they are spelt', () => {
        for (const href of [
            'javascript:alert(1)',
            'JaVaScRiPt:alert(1)',
            ' javascript:alert(1)',
            'jav&#x09;ascript:alert(1)',
            'data:text/html;base64,PHNjcmlwdD4=',
        ]) {
            const html = sanitizeStaffHtml(`<a href="${href}">链接</a>`);
            expect(html, href).toBe('<a>链接</a>');
        }
        expect(sanitizeStaffHtml('<img src="javascript:alert(1)">')).toBe('<img />');
    });

    it('removes frames, forms and embedded objects', () => {
        expect(
            sanitizeStaffHtml(
                '<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form><object data="x"></object>正文',
            ),
        ).toBe('正文');
    });

    it('keeps the formatting staff use: paragraphs, emphasis, lists, headings, tables and links', () => {
        const html =
            '<h3>机芯</h3><p><strong>自动上链</strong>，<em>动力储存</em> 42 小时<br />日内瓦波纹</p>' +
            '<ul><li>蓝宝石水晶</li><li>防水 100 米</li></ul>' +
            '<table><tbody><tr><th>表径</th><td>40 毫米</td></tr></tbody></table>' +
            '<p><a href="https://www.example.cn/service" title="服务">售后服务</a> <a href="mailto:service@example.cn">邮件</a></p>';
        expect(sanitizeStaffHtml(html)).toBe(html);
    });

    it('makes a link that opens a new tab unable to reach back to the shop', () => {
        expect(sanitizeStaffHtml('<a href="https://www.example.cn" target="_blank">官网</a>')).toBe(
            '<a href="https://www.example.cn" target="_blank" rel="noopener noreferrer">官网</a>',
        );
    });

    it('answers empty for no description', () => {
        expect(sanitizeStaffHtml(null)).toBe('');
        expect(sanitizeStaffHtml('')).toBe('');
    });
});

describe('staffHtmlText', () => {
    it('is the text a reader sees, with no markup and no script text', () => {
        expect(staffHtmlText('<p>精钢<strong>表壳</strong></p><script>alert("x")</script><p>蓝宝石</p>')).toBe(
            '精钢表壳 蓝宝石',
        );
    });

    it('separates blocks and lines by a space, but not the parts of a word', () => {
        expect(
            staffHtmlText(
                '<h3>Movement</h3><p>Auto<b>matic</b>, 42 h<br>reserve</p><ul><li>Steel</li><li>Blue</li></ul>',
            ),
        ).toBe('Movement Automatic, 42 h reserve Steel Blue');
    });

    it('decodes entities once: the text reads as written, and markup written as text stays text', () => {
        expect(staffHtmlText('<p>Tom &amp; Jerry &lt;b&gt; &quot;Genève&quot;&nbsp;&#x4E2D;</p>')).toBe(
            'Tom & Jerry <b> "Genève" 中',
        );
        expect(staffHtmlText('<p>&amp;lt;script&amp;gt;</p>')).toBe('&lt;script&gt;');
    });

    it('answers empty for no description', () => {
        expect(staffHtmlText(undefined)).toBe('');
        expect(staffHtmlText('<p> </p>')).toBe('');
    });
});
