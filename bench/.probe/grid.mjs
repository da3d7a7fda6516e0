import sharp from 'sharp';
const [out, w, h, ...files] = process.argv.slice(2);
const W = Number(w), H = Number(h);
const cols = 2;
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(W, H, { fit: 'contain', position: 'top', background: '#888' }).toBuffer(), left: (i % cols) * W, top: Math.floor(i / cols) * H })));
await sharp({ create: { width: W * cols, height: H * rows, channels: 3, background: '#444' } }).composite(tiles).png().toFile(out);
