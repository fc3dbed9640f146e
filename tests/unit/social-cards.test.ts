import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { cardText, renderCard, titleFontSize } from '../../src/plugins/social-cards/card';
import { FONT_FAMILY, FONT_FILE, faceFromCollection, subsetFace } from '../../src/plugins/social-cards/font';
import { cardFor, helmetTitleText } from '../../src/plugins/social-cards/pages';
import { socialCardsOptions } from '../../src/config/socialCards';
import { socialCardPath } from '../../src/theme/SiteMetadata/cardPath';

const site = { ...socialCardsOptions, baseUrl: '/', title: 'Cheerio 中文文档', tagline: '站点口号' };

describe('social-cards：每个页面一张分享卡片', () => {
  it('卡片地址由页面路径决定，带不带路径前缀都落在站点根目录的 img/cards/ 下', () => {
    assert.equal(socialCardPath('/', '/'), 'img/cards/index.png');
    assert.equal(socialCardPath('/docs/intro', '/'), 'img/cards/docs/intro.png');
    assert.equal(socialCardPath('/404.html', '/'), 'img/cards/404.png');
    assert.equal(socialCardPath('/cheerio/', '/cheerio/'), 'img/cards/index.png');
    assert.equal(
      socialCardPath('/cheerio/docs/api/classes/Cheerio', '/cheerio/'),
      'img/cards/docs/api/classes/Cheerio.png',
    );
  });

  it('卡片内容：去掉站名后缀的标题，按路径前缀找到的栏目；首页写站点口号', () => {
    assert.deepEqual(cardFor('/docs/api/classes/Cheerio', '类：abstract Cheerio<T> | Cheerio 中文文档', site), {
      title: '类：abstract Cheerio<T>',
      section: 'API 参考',
    });
    assert.deepEqual(cardFor('/docs/category/tutorials---basics', '基础教程 | Cheerio 中文文档', site), {
      title: '基础教程',
      section: '基础教程',
    });
    assert.deepEqual(cardFor('/docs/intro', 'Cheerio 简介 | Cheerio 中文文档', site), {
      title: 'Cheerio 简介',
      section: '文档',
    });
    assert.deepEqual(cardFor('/blog/cheerio-1.0', '发布 | Cheerio 中文文档', site).section, '博客');
    assert.deepEqual(cardFor('/attribution', '致谢 | Cheerio 中文文档', site), { title: '致谢' });
    assert.deepEqual(cardFor('/', '首页 | Cheerio 中文文档', site), { title: '站点口号', section: '首页' });
    assert.deepEqual(cardFor('/cheerio/', '首页', { ...site, baseUrl: '/cheerio/' }).section, '首页');
    assert.equal(cardFor('/cheerio/docs/api', 'API 参考', { ...site, baseUrl: '/cheerio/' }).section, 'API 参考');
    // 前缀按整段路径匹配：/docsearch 不算 /docs 下的页面。
    assert.equal(cardFor('/docsearch', 'x', site).section, undefined);
  });

  it('react-helmet 输出的 <title> 还原成文字', () => {
    assert.equal(
      helmetTitleText('<title data-rh="true">类：Cheerio&lt;T&gt; &amp; &quot;x&quot; &#x27;y&#x27;</title>'),
      '类：Cheerio<T> & "x" \'y\'',
    );
  });

  it('标题越长字越小：英文字母按半个汉字宽计算', () => {
    assert.equal(titleFontSize('加载文档'), 80);
    assert.equal(titleFontSize('类：abstract Cheerio<T>'), 68);
    assert.equal(titleFontSize('从 jQuery 迁移，以及从 0.22 / rc 升级到 1.x'), 56);
  });

  it('从 Noto Sans CJK 的 .ttc 集合里取出简体中文一款，裁剪后画出 1200×630 的 PNG', async () => {
    const collection = readFileSync(FONT_FILE);
    assert.equal(collection.toString('latin1', 0, 4), 'ttcf');
    const face = faceFromCollection(collection, FONT_FAMILY);
    assert.equal(face.readUInt32BE(0), 0x4f54544f, '取出的是单独的 OpenType（CFF）字体');
    assert.throws(() => faceFromCollection(collection, 'No Such Family'), /字体集合里没有/);

    const card = { title: '类：abstract Cheerio<T>', section: 'API 参考' };
    const font = await subsetFace(cardText(card));
    assert.ok(font.length < 100_000, `裁剪后的字体应只有几十 KB，实际 ${font.length} 字节`);
    const logo = `data:image/svg+xml;base64,${readFileSync('static/img/logo.svg').toString('base64')}`;
    const png = await renderCard(card, { logo, font });
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  });
});
