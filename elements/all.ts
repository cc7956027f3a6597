/** Every element at once, for sites that prefer one bundle to the autoloader. */
import.meta.glob("./x-*.ts", { eager: true });
