import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import type { Restaurant } from '@carta/contracts';
import { Button, Card, Row, SubHeading, Text } from '@carta/ui';
import { download } from '../../common/download';
import { guestUrl } from '../guest-url';
import { qrFileBase } from '../qr-file-name';

/** Big enough to print sharp on a table tent. */
export const QR_PNG_SIZE = 1024;
const QR_SCREEN_SIZE = 192;

const Code = styled.div`
  display: inline-block;
  padding: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const Url = styled.a`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** The QR code guests scan, with PNG (print) and SVG (any size) downloads. */
export function QrCodeCard({ restaurant, mainHost }: { restaurant: Restaurant; mainHost: string }) {
  const { t } = useTranslation('owner');
  const svg = useRef<SVGSVGElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const url = guestUrl(restaurant, mainHost);

  const downloadPng = () => {
    canvas.current?.toBlob((blob) => blob && download(blob, `${qrFileBase(restaurant)}.png`), 'image/png');
  };

  const downloadSvg = () => {
    if (!svg.current) return;
    const text = new XMLSerializer().serializeToString(svg.current);
    download(new Blob([text], { type: 'image/svg+xml' }), `${qrFileBase(restaurant)}.svg`);
  };

  return (
    <Card aria-labelledby="qr-title">
      <SubHeading id="qr-title">{t('qr.title')}</SubHeading>
      <Text $muted>{t('qr.text')}</Text>
      <Code>
        <QRCodeSVG
          ref={svg}
          value={url}
          size={QR_SCREEN_SIZE}
          marginSize={4}
          level="M"
          role="img"
          aria-label={t('qr.alt', { url })}
        />
      </Code>
      {/* Drawn off screen at print size; only its pixels are used, for the PNG download. */}
      <QRCodeCanvas ref={canvas} value={url} size={QR_PNG_SIZE} marginSize={4} level="M" hidden aria-hidden="true" />
      <Text>
        <Url href={url} target="_blank" rel="noreferrer">
          {url}
        </Url>
      </Text>
      <Row>
        <Button onClick={downloadPng}>{t('qr.png')}</Button>
        <Button $variant="secondary" onClick={downloadSvg}>
          {t('qr.svg')}
        </Button>
      </Row>
    </Card>
  );
}
