/** Hands the file to the browser's download through a short-lived object URL. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Hands JSON to the browser's download. */
export function saveJson(data: unknown, name: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
}
