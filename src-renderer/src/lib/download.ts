// Hands a file to the user the way a browser page can: a temporary object URL and a download link.

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadBase64(fileName: string, mediaType: string, base64: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  downloadBlob(fileName, new Blob([bytes], { type: mediaType }));
}

export function downloadText(fileName: string, mediaType: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: mediaType }));
}
