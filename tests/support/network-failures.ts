import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';

/**
 * 《报错速查》“网络请求”一节的各种失败，全在本机上制造：被重置、被关闭、一直不回应、正文传到一半停住的连接，
 * 没有程序监听的端口，连不上的端口（连接超时），以及证书链不被信任的 HTTPS 服务器。
 */

export interface FailingSite {
  origin: string;
  close(): Promise<void>;
}

/** /reset 重置连接，/close 直接关闭连接，/hang 永远不回应，/stall 发了响应头和一段正文就停住。 */
export async function startFailingSite(): Promise<FailingSite> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/reset') request.socket.resetAndDestroy();
    else if (request.url === '/close') request.socket.destroy();
    else if (request.url === '/stall') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write('<p>只传了一半');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** 一个刚刚还在、现在没有程序监听的端口。 */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * 一个连接请求得不到回应的端口：子进程监听它（等待队列只有 1），随即被暂停，不再接受连接；
 * 先用几个连接占满队列，之后的连接请求都被内核丢弃，连接就一直停在半路，直到客户端自己超时。
 * 这是 Linux 的行为。`release` 结束子进程并关掉占位的连接。
 */
export async function unansweredPort(): Promise<{ port: number; release(): void }> {
  // 端口号用 process.stdout.write 写成纯文字：console.log 一个数字时，FORCE_COLOR（CI 里设了它）会给它加上颜色码。
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const server = require('node:net').createServer();" +
        "server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => process.stdout.write(`${server.address().port}\\n`));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const fillers: Socket[] = [];
  const release = () => {
    for (const socket of fillers) socket.destroy();
    child.kill('SIGKILL');
  };
  try {
    const [data] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number(/\d+/.exec(String(data))?.[0]);
    if (!Number.isInteger(port) || port <= 0) throw new Error(`子进程没有给出端口号：${JSON.stringify(String(data))}`);
    child.kill('SIGSTOP');
    // 队列能放下一到两个连接（取决于内核怎样计数）；三个占位连接按顺序先于真正的请求到达，队列必然是满的。
    for (let index = 0; index < 3; index += 1) fillers.push(connect(port, '127.0.0.1').on('error', () => undefined));
    await once(fillers[0], 'connect');
    return { port, release };
  } catch (error) {
    // 出错时也要结束子进程：一个停住的子进程会让测试进程永远退不出去。
    release();
    throw error;
  }
}

const TLS_DIR = path.join(__dirname, '..', 'fixtures', 'tls');

/**
 * 测试用的证书（tests/fixtures/tls/）：根证书“Example Corp Inspection Root”签发中间证书，中间证书签发 localhost 的证书，
 * 有效期一百年；两张 CA 证书的私钥生成后就丢掉了。根证书代表公司网络里的代理重新签发证书时用的那张根证书。
 */
export const TLS_ROOT_CERT = path.join(TLS_DIR, 'root.pem');

/** 服务器发出的证书链：只有网站证书；加上中间证书；再加上根证书。 */
export type CertificateChain = 'leaf' | 'leaf+intermediate' | 'leaf+intermediate+root';

export async function startTlsSite(chain: CertificateChain): Promise<{ origin: string; close(): Promise<void> }> {
  const read = (file: string) => readFileSync(path.join(TLS_DIR, file));
  const certificates = { leaf: ['localhost.pem'], intermediate: ['intermediate.pem'], root: ['root.pem'] };
  const cert = Buffer.concat(
    chain.split('+').flatMap((part) => certificates[part as keyof typeof certificates].map(read)),
  );
  const server = createTlsServer({ key: read('localhost.key'), cert }, (request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<title>经过检查的页面</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
