// Mirrors androidx.lifecycle.ViewModelProvider (androidx lifecycle-viewmodel 2.10.0): get(key, class) returns the
// store's ViewModel under the key when it is of the class, else makes one with the factory (passing the extras and
// the key as VIEW_MODEL_KEY) and stores it. Stand-in: the AndroidViewModelFactory is left out; the type parameters
// are unbounded, as in the converted signatures (.tools/android-api) the Kotlin stand-ins compile against.
package androidx.lifecycle;

import androidx.annotation.NonNull;
import androidx.lifecycle.viewmodel.CreationExtras;
import androidx.lifecycle.viewmodel.MutableCreationExtras;

public class ViewModelProvider {
    private static final String DEFAULT_KEY = "androidx.lifecycle.ViewModelProvider.DefaultKey";

    private final ViewModelStore store;
    private final Factory factory;
    private final CreationExtras extras;

    public ViewModelProvider(@NonNull ViewModelStore store, @NonNull Factory factory, @NonNull CreationExtras defaultCreationExtras) {
        this.store = store;
        this.factory = factory;
        this.extras = defaultCreationExtras;
    }

    public ViewModelProvider(@NonNull ViewModelStore store, @NonNull Factory factory) { this(store, factory, CreationExtras.Empty.INSTANCE); }

    public ViewModelProvider(@NonNull ViewModelStoreOwner owner) {
        this(owner.getViewModelStore(), defaultFactory(owner), defaultExtras(owner));
    }

    public ViewModelProvider(@NonNull ViewModelStoreOwner owner, @NonNull Factory factory) {
        this(owner.getViewModelStore(), factory, defaultExtras(owner));
    }

    private static Factory defaultFactory(ViewModelStoreOwner owner) {
        return owner instanceof HasDefaultViewModelProviderFactory
                ? ((HasDefaultViewModelProviderFactory) owner).getDefaultViewModelProviderFactory() : NewInstanceFactory.getInstance();
    }

    private static CreationExtras defaultExtras(ViewModelStoreOwner owner) {
        return owner instanceof HasDefaultViewModelProviderFactory
                ? ((HasDefaultViewModelProviderFactory) owner).getDefaultViewModelCreationExtras() : CreationExtras.Empty.INSTANCE;
    }

    @NonNull
    public <T> T get(@NonNull Class<T> modelClass) {
        String name = modelClass.getCanonicalName();
        if (name == null) throw new IllegalArgumentException("Local and anonymous classes can not be ViewModels");
        return get(DEFAULT_KEY + ":" + name, modelClass);
    }

    @NonNull
    public <T> T get(@NonNull String key, @NonNull Class<T> modelClass) {
        ViewModel existing = store.get(key);
        if (modelClass.isInstance(existing)) return modelClass.cast(existing);
        MutableCreationExtras withKey = new MutableCreationExtras(extras);
        withKey.set(NewInstanceFactory.VIEW_MODEL_KEY, key);
        T made = factory.create(modelClass, withKey);
        store.put(key, (ViewModel) made);
        return made;
    }

    public interface Factory {
        @NonNull
        default <T> T create(@NonNull Class<T> modelClass) {
            throw new UnsupportedOperationException("Factory.create(String) is unsupported.  This Factory requires `CreationExtras` to be passed into `create` method.");
        }

        @NonNull
        default <T> T create(@NonNull Class<T> modelClass, @NonNull CreationExtras extras) { return create(modelClass); }
    }

    public abstract static class NewInstanceFactory implements Factory {
        public static final CreationExtras.Key<String> VIEW_MODEL_KEY = new CreationExtras.Key<String>() {};
        private static NewInstanceFactory instance;

        public NewInstanceFactory() {}

        @NonNull
        public static NewInstanceFactory getInstance() {
            if (instance == null) instance = new NewInstanceFactory() {};
            return instance;
        }

        @NonNull
        @Override
        public <T> T create(@NonNull Class<T> modelClass) {
            try {
                return modelClass.getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new RuntimeException("Cannot create an instance of " + modelClass, e);
            }
        }
    }
}
