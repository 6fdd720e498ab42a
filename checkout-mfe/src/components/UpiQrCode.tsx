import { useEffect, useState } from 'react';
import { toString as qrCodeSvg } from 'qrcode';
import { Spinner } from '@sikka/shared';
import styles from './PaymentStep.module.css';

/** The UPI link as a QR code (SVG, so it stays sharp), for paying from a phone while on a desktop. */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const [image, setImage] = useState<{ link: string; src: string } | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    qrCodeSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (svg) => current && setImage({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      (error: unknown) => {
        console.error('[checkout] could not draw the UPI QR code', error);
        if (current) setImage('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (image === 'failed') return null;
  if (!image || image.link !== link) return <Spinner label="Preparing the QR code" />;
  return <img className={styles.qr} src={image.src} alt={label} width={224} height={224} />;
}
