import { expect } from 'vitest';

/**
 * Payloads that try to get script into a stored message, grouped by the trick they use. Drawn from
 * the OWASP filter-evasion cheat sheet, PortSwigger's XSS cheat sheet and published mutation-XSS
 * (mXSS) bypasses of HTML sanitisers.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script tags, plain and disguised.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://xss.example/x.js"></script>',
  '<script>/*</script><b>*/alert(1)//</b>',
  // Event handlers on allowed and disallowed tags.
  '<img src=x onerror=alert(1)>',
  '<b onmouseover=alert(1)>bold</b>',
  '<p onclick="alert(1)">paragraph</p>',
  '<a href="https://ok.example/" onmouseover="alert(1)">link</a>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<div onpointerover="alert(1)">hover</div>',
  '<x onclick=alert(1)>click</x>',
  '<i/onclick=alert(1)>slash</i>',
  '<p\nonclick=alert(1)>new line</p>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">click</maction></math>',
  // javascript: and other schemes in links, plain, encoded and obfuscated.
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href=" &#14;  javascript:alert(1)">leading control</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab entity</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline entity</a>',
  '<a href="java&#115;cript:alert(1)">decimal entity</a>',
  '<a href="&#x6A;avascript:alert(1)">hex entity</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">padded entities</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<a href="javascript://%0Aalert(1)">comment trick</a>',
  // data: URLs.
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data html</a>',
  '<a href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">data svg</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  // CSS: expressions, style tags and attributes, imports.
  '<p style="width: expression(alert(1))">expression</p>',
  '<div style="background:url(javascript:alert(1))">css url</div>',
  '<style>@import "javascript:alert(1)";</style>styled',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<b style="behavior: url(xss.htc)">behaviour</b>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // Frames, objects, embeds, forms, base and meta.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>after frame',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>send</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  // Broken and nested markup.
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '<a href="javascript:alert(1)"',
  '<img """><script>alert(1)</script>">',
  '<b><i><a href="javascript:alert(1)">deep</i></b>',
  '<ul><li onclick=alert(1)>one<li><script>alert(2)</script>two</ul>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  // Mutation XSS: markup that parses one way in the sanitiser and another in the browser.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<title><img src=x onerror=alert(1)></title>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
];

/** What a stored body may contain: these tags and, on links only, these attributes. */
const ALLOWED_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a']);
const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);

/** Strings no stored body may hold, as markup or as text. */
const FORBIDDEN = [
  /<\s*script/i,
  /<\s*style/i,
  /<\s*iframe/i,
  /<\s*object/i,
  /<\s*embed/i,
  /<\s*svg/i,
  /<\s*math/i,
  /<\s*img/i,
  /<\s*form/i,
  /<\s*base/i,
  /<\s*meta/i,
  /<\s*link/i,
  /\bon\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\s*\(/i,
  /style\s*=/i,
  /srcdoc/i,
];

/** Asserts `html` is inert: none of the forbidden strings, and only the allowed tags and attributes. */
export function expectInert(html: string, payload = ''): void {
  for (const pattern of FORBIDDEN) expect(html, `${pattern} from ${payload}`).not.toMatch(pattern);
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `<${name}> from ${payload}`).toContain(name.toLowerCase());
    const names = [...attributes.matchAll(/([^\s=/"']+)\s*=/g)].map(([, attribute]) => attribute);
    for (const attribute of names) {
      expect(name === 'a' && LINK_ATTRIBUTES.has(attribute ?? ''), `${name} ${attribute}`).toBe(true);
    }
    const href = /href="([^"]*)"/.exec(attributes)?.[1];
    if (href !== undefined) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
  }
}
