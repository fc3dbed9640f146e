/**
 * npm run bench:guides：《性能与内存》一页引用的全部数字都来自这个脚本（不是测试，不做断言，不在 npm test 里）。
 * 用生成的商品列表页比较：两种解析器和 cheerio/slim 的解析速度、一个选择器与链式过滤、热循环里的几种写法、
 * 每份文档占用的堆内存，以及整串加载与流式加载大文件时的峰值内存。内存在单独的子进程里测，互不干扰。
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import { load as loadSlim } from 'cheerio/slim';
import { Parser } from 'htmlparser2';

const HTMLPARSER2 = { xml: { xmlMode: false } } as const;

// npm 脚本里没法给 node 加 --expose-gc，就在运行时打开它：每次计时前先回收上一轮留下的垃圾，
// 免得一种写法替前一种写法付垃圾回收的账。
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** 一个商品列表页：每三个商品有一个打折，和真实页面一样有层层嵌套的包装元素。 */
function catalogHtml(products: number): string {
  const items: string[] = [];
  for (let i = 0; i < products; i += 1) {
    items.push(
      `<li class="product${i % 3 === 0 ? ' sale' : ''}" data-sku="S${i}"><div class="card"><div class="body">` +
        `<a class="name" href="/item/${i}">商品 ${i} 号</a><p class="desc">这是第 ${i} 件商品的简短介绍，用来撑起正文的长度。</p>` +
        `<span class="price">¥${(i % 500) + 0.99}</span><ul class="tags"><li>标签 A</li><li>标签 B</li></ul>` +
        `</div></div></li>`,
    );
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>商品列表</title></head><body><nav><a href="/">首页</a></nav><main><ul class="products">${items.join('')}</ul></main></body></html>`;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

type Case<T> = [label: string, run: (input: T) => unknown];

/**
 * 几种写法轮流各跑一次，重复 warmup + rounds 轮，取每种写法后 rounds 次的中位数（毫秒）。
 * 机器和别的进程共用时快时慢，轮流跑能让这些波动同样落在每种写法上，比值才可信。setup 和垃圾回收的时间不计入。
 */
function compare<T>(cases: Case<T>[], rounds: number, warmup: number, setup: () => T): number[] {
  const times: number[][] = cases.map(() => []);
  for (let round = 0; round < warmup + rounds; round += 1) {
    cases.forEach(([, run], index) => {
      const input = setup();
      collectGarbage();
      const started = performance.now();
      run(input);
      if (round >= warmup) times[index].push(performance.now() - started);
    });
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

/** 数字在前、说明在后：说明里有中文，放在后面才不会把列挤歪。比值以第一种写法为 1。 */
function printComparison<T>(cases: Case<T>[], medians: number[], extra: (ms: number) => string = () => ''): void {
  cases.forEach(([label], index) => {
    const ms = medians[index];
    console.log(`  ${ms.toFixed(2).padStart(9)} ms  ×${(ms / medians[0]).toFixed(2)}${extra(ms)}  ${label}`);
  });
}

function row(label: string, ms: number, extra = ''): void {
  console.log(`  ${ms.toFixed(2).padStart(9)} ms${extra}  ${label}`);
}

function benchParsers(): void {
  const html = catalogHtml(3000);
  const bytes = Buffer.byteLength(html);
  console.log(`\n解析（${kib(bytes)} 的页面，3000 个商品，轮流各跑 15 次的中位数）`);
  const throughput = (ms: number) => `  ${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1).padStart(5)} MiB/s`;
  const cases: Case<void>[] = [
    ['cheerio.load（parse5，默认）', () => cheerio.load(html)],
    ['cheerio.load + xml: { xmlMode: false }', () => cheerio.load(html, HTMLPARSER2)],
    ["load from 'cheerio/slim'", () => loadSlim(html)],
  ];
  printComparison(
    cases,
    compare(cases, 15, 3, () => undefined),
    throughput,
  );
}

function benchSelectors(): void {
  const $ = cheerio.load(catalogHtml(3000));
  console.log('\n选择（同一份 3000 个商品的文档，找出打折商品的价格，轮流各跑 200 次的中位数）');
  const cases: [string, () => number][] = [
    ["$('li.product.sale .price')", () => $('li.product.sale .price').length],
    [
      "$('li').filter('.product').filter('.sale').find('.price')",
      () => $('li').filter('.product').filter('.sale').find('.price').length,
    ],
    [
      "$('li').filter((i, el) => $(el).hasClass…).find('.price')",
      () =>
        $('li')
          .filter((i, el) => $(el).hasClass('product') && $(el).hasClass('sale'))
          .find('.price').length,
    ],
  ];
  const counts = new Set(cases.map(([, select]) => select()));
  if (counts.size !== 1) throw new Error(`几种写法选中的个数不同：${[...counts].join(', ')}`);
  printComparison(
    cases,
    compare(cases, 200, 20, () => undefined),
  );
  console.log(`  （每种写法都选中 ${[...counts][0]} 个元素）`);
}

function benchLoops(): void {
  const html = catalogHtml(3000);
  console.log('\n热循环（3000 个商品，各取名称和价格；每次先重新解析，解析时间不计入，轮流各跑 30 次的中位数）');
  type Item = { name: string; price: string };
  const cases: [string, ($: cheerio.CheerioAPI) => Item[]][] = [
    [
      '每次用到都重新 $(el)',
      ($) =>
        $('.product')
          .toArray()
          .map((el) => ({ name: $(el).find('.name').text(), price: $(el).find('.price').text() })),
    ],
    [
      '$(el) 只包一次',
      ($) =>
        $('.product')
          .toArray()
          .map((el) => {
            const $el = $(el);
            return { name: $el.find('.name').text(), price: $el.find('.price').text() };
          }),
    ],
    [
      '整页两个选择器，再按索引配对',
      ($) => {
        const prices = $('.product .price')
          .map((i, el) => $(el).text())
          .get();
        return $('.product .name')
          .map((i, el) => ({ name: $(el).text(), price: prices[i] }))
          .get();
      },
    ],
    [
      '$.extract',
      ($) =>
        $.extract({ items: [{ selector: '.product', value: { name: '.name', price: '.price' } }] }).items as Item[],
    ],
    [
      '每个元素 cheerio.load(el)（会把元素移出文档）',
      ($) =>
        $('.product')
          .toArray()
          .map((el) => {
            const $item = cheerio.load(el);
            return { name: $item('.name').text(), price: $item('.price').text() };
          }),
    ],
  ];
  for (const [label, extract] of cases) {
    const sample = extract(cheerio.load(html));
    if (sample.length !== 3000 || sample[2999].name !== '商品 2999 号') throw new Error(`${label} 的结果不对`);
  }
  printComparison(
    cases,
    compare(cases, 30, 3, () => cheerio.load(html)),
  );
}

/** 在新进程里执行本脚本的 task 分支，返回它最后打印的一行 JSON。 */
function inChild(task: string, ...args: string[]): Record<string, number> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', __filename, task, ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`子进程 ${task} 失败：${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as Record<string, number>;
}

function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const DOCUMENTS = 20;

/** 子进程：同时保留 20 份文档，量每份占多少堆；再只保留提取出的数据，量剩下多少。 */
function memoryPerDocument(parser: string): Record<string, number> {
  const html = catalogHtml(300);
  const options = parser === 'htmlparser2' ? HTMLPARSER2 : {};
  const before = heapUsed();
  const documents = Array.from({ length: DOCUMENTS }, (_, i) =>
    cheerio.load(html.replace('商品列表', `第 ${i} 页`), options),
  );
  const withDocuments = heapUsed();
  const data = documents.map(($) => $.extract({ names: ['.product .name'], prices: ['.product .price'] }));
  documents.length = 0;
  const withDataOnly = heapUsed();
  if (data.length !== DOCUMENTS) throw new Error('提取结果不完整');
  return {
    htmlBytes: Buffer.byteLength(html),
    perDocument: (withDocuments - before) / DOCUMENTS,
    dataPerDocument: (withDataOnly - before) / DOCUMENTS,
  };
}

/** 不建树，只在 htmlparser2 报告开始标签时计数：内存与文件大小无关。 */
async function countProductsWithoutTree(file: string): Promise<number> {
  let products = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'li' && attributes.class?.split(' ').includes('product')) products += 1;
    },
  });
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) parser.write(chunk as string);
  parser.end();
  return products;
}

/** 子进程：用几种方式处理同一个大文件，报告耗时和进程的峰值常驻内存。 */
async function loadLargeFile(mode: string, file: string): Promise<Record<string, number>> {
  const started = performance.now();
  if (mode === 'baseline') return { ms: 0, products: 0, maxRssBytes: process.resourceUsage().maxRSS * 1024 };
  if (mode === 'sax') {
    const products = await countProductsWithoutTree(file);
    return { ms: performance.now() - started, products, maxRssBytes: process.resourceUsage().maxRSS * 1024 };
  }
  let $: cheerio.CheerioAPI;
  if (mode === 'string') {
    $ = cheerio.load(readFileSync(file, 'utf8'));
  } else {
    $ = await new Promise<cheerio.CheerioAPI>((resolve, reject) => {
      createReadStream(file, { encoding: 'utf8' })
        .on('error', reject)
        .pipe(
          cheerio.stringStream(mode === 'stream-htmlparser2' ? HTMLPARSER2 : {}, (error, loaded) =>
            error ? reject(error) : resolve(loaded),
          ),
        );
    });
  }
  const products = $('.product').length;
  return { ms: performance.now() - started, products, maxRssBytes: process.resourceUsage().maxRSS * 1024 };
}

function benchMemory(): void {
  console.log(`\n每份文档的堆内存（${DOCUMENTS} 份同时保留，求平均；gc 之后的 heapUsed）`);
  for (const parser of ['parse5', 'htmlparser2']) {
    const { htmlBytes, perDocument, dataPerDocument } = inChild('memory', parser);
    console.log(
      `  ${parser.padEnd(11)} HTML ${kib(htmlBytes)} → 文档 ${kib(perDocument)}（${(perDocument / htmlBytes).toFixed(1)} 倍）；` +
        `只留提取出的数据：${kib(dataPerDocument)}`,
    );
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-guides-'));
  const file = path.join(dir, 'large.html');
  try {
    writeFileSync(file, catalogHtml(40_000));
    console.log(
      `\n加载大文件（${mib(readFileSync(file).length)}，40000 个商品；每种方式一个新进程，峰值常驻内存 maxRSS）`,
    );
    const modes: [string, string][] = [
      ['string', 'readFileSync + cheerio.load'],
      ['stream', 'createReadStream + stringStream（parse5）'],
      ['stream-htmlparser2', 'createReadStream + stringStream（htmlparser2）'],
      ['sax', 'createReadStream + htmlparser2 Parser（不建树）'],
    ];
    const baseline = inChild('large', 'baseline', file).maxRssBytes;
    console.log(`  （只启动进程、加载 tsx 和 Cheerio，不读文件：峰值 ${mib(baseline)}）`);
    for (const [mode, label] of modes) {
      const { ms, products, maxRssBytes } = inChild('large', mode, file);
      if (products !== 40_000) throw new Error(`${label} 只找到 ${products} 个商品`);
      row(label, ms, `  峰值 ${mib(maxRssBytes)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 机器上别的进程也在用 CPU 时，绝对耗时会变长、波动变大；把负载一起打印出来，读数字的人才知道当时的条件。 */
function printLoad(when: string): void {
  const [one, five] = os.loadavg();
  console.log(`${when}系统负载（1 分钟 / 5 分钟平均）：${one.toFixed(1)} / ${five.toFixed(1)}`);
}

async function main(): Promise<void> {
  const [task, ...args] = process.argv.slice(2);
  if (task === 'memory') {
    console.log(JSON.stringify(memoryPerDocument(args[0])));
    return;
  }
  if (task === 'large') {
    console.log(JSON.stringify(await loadLargeFile(args[0], args[1])));
    return;
  }
  const cheerioVersion = (
    JSON.parse(readFileSync(require.resolve('cheerio/package.json'), 'utf8')) as { version: string }
  ).version;
  console.log(
    `Node.js ${process.version}，cheerio ${cheerioVersion}，${os.cpus().length} 核 ${os.cpus()[0]?.model ?? ''}，${os.platform()} ${os.arch()}`,
  );
  printLoad('开始时');
  benchParsers();
  benchSelectors();
  benchLoops();
  benchMemory();
  printLoad('\n结束时');
}

void main();
