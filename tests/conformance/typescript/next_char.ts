function nextChar(c: string, up: boolean): string {
    return String.fromCharCode(c.charCodeAt(0) + (up ? 1 : -1));
};
