/** Every element at once, for sites that prefer one bundle to the autoloader. */
import.meta.glob(["./x-*.ts", "!./*.test.ts", "!./*.docs.ts"], { eager: true });
