// Mirrors androidx.core.util.Consumer (androidx core 1.13).
package androidx.core.util;

public interface Consumer<T> {
    void accept(T t);
}
