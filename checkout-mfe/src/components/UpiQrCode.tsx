import { toString as qrCodeSvg } from 'qrcode';
import { useAsync } from '@sikka/shared/async';
import { Spinner } from '@sikka/shared/ui';
import styles from './PaymentStep.module.css';

const drawQr = (link: string) => qrCodeSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The UPI link as a QR code (SVG, so it stays sharp), for paying from a phone while on a desktop. */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const svg = useAsync(() => drawQr(link), [link]);
  // Without a QR code the 'Pay with a UPI app' link beside it still works: show nothing rather than an error.
  if (svg.status === 'error') return null;
  if (svg.status === 'loading') return <Spinner label="Preparing the QR code" />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      alt={label}
      width={224}
      height={224}
    />
  );
}
