import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small in-memory S3 (PUT, GET and DELETE of objects, a bucket's listing in one page, path-style, buckets made by PUT, NoSuchKey and NoSuchBucket
 * as XML): no S3-compatible server can be installed on these machines, and docker-compose's SeaweedFS is where the
 * real one runs. Objects are keyed `/<bucket>/<key>`.
 */
export function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const buckets = new Set<string>();
  const server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    const bucket = key.split('/')[1]!;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT' && key.replace(/\/$/, '') === `/${bucket}`) {
        buckets.add(bucket);
        res.writeHead(200).end();
      } else if (req.method === 'PUT' && !buckets.has(bucket)) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchBucket</Code><Message>absent</Message></Error>');
      } else if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET' && key.replace(/\/$/, '') === `/${bucket}`) {
        // ListObjectsV2, in one page: what a backup reads.
        const keys = [...objects.keys()].filter((k) => k.startsWith(`/${bucket}/`)).map((k) => k.slice(bucket.length + 2));
        const contents = keys
          .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(`/${bucket}/${k}`)!.length}</Size></Contents>`)
          .join('');
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      } else if (req.method === 'GET' && objects.has(key)) {
        const body = objects.get(key)!;
        res.writeHead(200, { 'Content-Length': body.length, 'Content-Type': 'application/octet-stream' }).end(body);
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>absent</Message></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects })),
  );
}
