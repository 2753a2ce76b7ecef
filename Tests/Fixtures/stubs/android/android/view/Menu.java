package android.view;

public interface Menu {
    MenuItem add(int groupId, int itemId, int order, CharSequence title);
}
