// Edge Function analyze-collectible (spec §1 AI assist, §7 "Image analysis"): admins send one photo, the
// function asks an OpenAI-compatible vision model and answers the parsed result. The provider key lives
// only in this function's environment (README.md beside this file).
import { createAnalyzeHandler } from './handler.mts';

/** Redraws a photo the model cannot take (BMP, TIFF, AVIF, HEIC where supported) as JPEG. */
async function convertToJpeg(bytes: Uint8Array, quality: number): Promise<Uint8Array> {
  const { default: sharp } = await import('npm:sharp@0.35');
  return new Uint8Array(
    await sharp(bytes)
      .rotate()
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer(),
  );
}

Deno.serve(createAnalyzeHandler({ env: (key) => Deno.env.get(key), convertToJpeg }));
